import type { Compilable, CompiledQuery, QueryResult } from "kysely";
import { databaseKind, type Db } from "./connection.ts";

/**
 * A query of fixed shape, built and compiled once per database kind instead of at every run.
 *
 * Kysely builds every query as a tree of frozen nodes and compiles the tree to SQL at each run; on the
 * shop's write paths (an add to cart runs ~12 statements, a placed order ~28) that cost as much as
 * SQLite running them. A prepared query is built once with stand-ins for its parameters, compiled, and
 * then run with the real values put in the stand-ins' places. The SQL text is then the same string at
 * every run, which also makes the connection's kept-statement lookup cheap (db/connection.ts).
 *
 *   const findCart = prepared((db, p: { key: string }) =>
 *     db.selectFrom("cart").select("version").where("owner_key", "=", p.key));
 *   const row = await findCart.first(trx, { key });
 *
 * The build function must treat each parameter as an opaque value handed to Kysely: it runs once, so
 * anything it computes from a parameter (a branch, a string, arithmetic) would be frozen into every run.
 * A stand-in throws when turned into a string or a number, which catches most such mistakes. Values the
 * build function takes from anywhere else are frozen in as well: only module constants belong there.
 *
 * An array parameter (an `in` list) is a list of stand-ins of the length of the array given: each length
 * is built and compiled once (up to VARIANTS lengths per query; past that a query is built at every run,
 * as any other query).
 */
export type Prepared<P, O> = {
  /** Every row. */
  rows(db: Db, params: P): Promise<O[]>;
  /** The first row, if any. */
  first(db: Db, params: P): Promise<O | undefined>;
  /** The first row, which must be there (an insert's or upsert's `returning`). */
  firstOrThrow(db: Db, params: P): Promise<O>;
  /** The raw result: `numAffectedRows`, `insertId` and the rows. */
  run(db: Db, params: P): Promise<QueryResult<O>>;
};

/** Distinct array lengths kept compiled per query. */
const VARIANTS = 32;

class StandIn {
  readonly name: string;
  readonly index: number | undefined;
  constructor(name: string, index: number | undefined) {
    this.name = name;
    this.index = index;
    Object.freeze(this);
  }
  toString(): never {
    throw misuse(this.name);
  }
  valueOf(): never {
    throw misuse(this.name);
  }
  toJSON(): never {
    throw misuse(this.name);
  }
  [Symbol.toPrimitive](): never {
    throw misuse(this.name);
  }
}

const misuse = (name: string) =>
  new Error(`prepared query: parameter "${name}" was used as a value while building; pass it to Kysely as is`);

/** Where each of a compiled query's parameters comes from: a stand-in's value, or a constant of the query. */
type Slot = { name: string; index: number | undefined } | { constant: unknown };

type Compiled = { query: CompiledQuery; slots: Slot[] };

export function prepared<P extends Record<string, unknown>, O>(build: (db: Db, p: P) => Compilable<O>): Prepared<P, O> {
  const compiled = new Map<string, Compiled>();

  const compile = (db: Db, params: P): CompiledQuery => {
    let key: string = databaseKind(db);
    for (const name in params) {
      const value = params[name];
      if (Array.isArray(value)) key += `|${name}:${value.length}`;
    }
    let entry = compiled.get(key);
    if (!entry) {
      const standIns = new Proxy({} as P, {
        get(_target, name) {
          if (typeof name !== "string") return undefined;
          const value = params[name];
          return Array.isArray(value)
            ? Array.from({ length: value.length }, (_, index) => new StandIn(name, index))
            : new StandIn(name, undefined);
        },
      });
      const query = build(db, standIns).compile();
      const slots = query.parameters.map((value): Slot =>
        value instanceof StandIn ? { name: value.name, index: value.index } : { constant: value },
      );
      entry = { query, slots };
      if (compiled.size < VARIANTS) compiled.set(key, entry);
    }
    const { query, slots } = entry;
    const parameters = slots.map((slot) => {
      if ("constant" in slot) return slot.constant;
      const value = slot.index === undefined ? params[slot.name] : (params[slot.name] as unknown[])[slot.index];
      // Kysely leaves an undefined value's column out; here its place is compiled in, so it must be given.
      if (value === undefined) throw new Error(`prepared query: parameter "${slot.name}" is missing`);
      return value;
    });
    return { query: query.query, queryId: query.queryId, sql: query.sql, parameters };
  };

  // Async, so that a build function's mistake is a rejected promise like any failed query.
  const run = async (db: Db, params: P) => db.executeQuery<O>(compile(db, params));
  return {
    run,
    rows: async (db, params) => (await run(db, params)).rows,
    first: async (db, params) => (await run(db, params)).rows[0],
    firstOrThrow: async (db, params) => {
      const row = (await run(db, params)).rows[0];
      if (row === undefined) throw new Error("prepared query: no row answered");
      return row;
    },
  };
}
