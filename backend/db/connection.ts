import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { Kysely, PostgresDialect, PostgresAdapter } from "kysely";
import { SqliteDialect } from "kysely-sqlite";
import pg from "pg";
import type { Database } from "./database.ts";

export type DatabaseKind = "sqlite" | "postgres";
export type Db = Kysely<Database>;

export type DatabaseConfig = {
  databaseUrl?: string;
  sqlitePath: string;
  /** Errors of idle pooled connections (a database restart); without a listener pg would crash the process. */
  onPoolError?: (error: Error) => void;
};

/** Opens the shop database: PostgreSQL when a URL is given, else an SQLite file (or `:memory:`). */
export function openDatabase(config: DatabaseConfig): { db: Db; kind: DatabaseKind } {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    pool.on("error", config.onPoolError ?? (() => {}));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: "postgres" };
  }
  if (config.sqlitePath !== ":memory:") mkdirSync(dirname(config.sqlitePath), { recursive: true });
  const database = new DatabaseSync(config.sqlitePath);
  // WAL with a sync of the log at every commit: a committed order survives a power cut. (NORMAL would
  // not sync at commit; commits are grouped instead, orders/transaction.ts.)
  database.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(database) }) }), kind: "sqlite" };
}

/** Distinct statements kept prepared; the shop issues a few hundred. */
const STATEMENTS = 500;

/**
 * The SQLite connection with its statements prepared once: the dialect prepares every query it runs,
 * and compiling SQL costs more than running most of the shop's queries. Statements are kept by their
 * text (parameters are bound at each run), the least recently used dropped past STATEMENTS; SQLite
 * prepares a kept statement again by itself after a schema change.
 */
function preparedOnce(database: DatabaseSync): DatabaseSync {
  const statements = new Map<string, StatementSync>();
  const prepare = (text: string): StatementSync => {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
    } else {
      statement = database.prepare(text);
      if (statements.size >= STATEMENTS) statements.delete(statements.keys().next().value!);
    }
    statements.set(text, statement);
    return statement;
  };
  return new Proxy(database, {
    get(target, property) {
      if (property === "prepare") return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function databaseKind<T>(db: Kysely<T>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
