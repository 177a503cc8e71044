import { Hono, type Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import { MAX_ID, paginationSchema, type Pagination } from "#contract/admin.ts";
import type { AdminResource } from "#contract/api/admin-catalog.ts";
import type { Paged } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import type { AppDeps, AppEnv } from "../app.ts";
import type { Db } from "../db/connection.ts";
import type { Database } from "../db/database.ts";
import { ApiError, badRequest, idParam, notFound, nowIso, readJson, readQuery, sendOk } from "../shared/http.ts";
import { parseI18n } from "../shared/i18n-text.ts";

/**
 * The admin resources edited as records of one table (contract/api/admin-catalog.ts). Table names vary
 * per resource, so these queries go through an untyped view of the database; each resource's own SQL
 * (relations, extra checks) stays typed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseDb = Kysely<any>;
const loose = (db: Db | Transaction<Database>) => db as unknown as LooseDb;

export type Trx = Transaction<Database>;
export type FieldErrors = Record<string, string[]>;
export type RowOf = Record<string, unknown> & { id: number };
type Table = keyof Database & string;

/** A reference the payload makes to another table, checked before writing. */
export type Reference = { field: string; table: Table; ids: Array<number | null | undefined> };

const toFlag = (value: boolean) => (value ? 1 : 0);
export const json = (value: unknown) => JSON.stringify(value);
export function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== "string" || !value) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}
/** pg answers bigint columns and counts as strings. */
export const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A field stored in a column of the resource's table. */
export type Column = {
  column: string;
  read(value: unknown): unknown;
  /** Turns the payload's value into the column's; absent: stored as sent. */
  write?(value: never): unknown;
  /** Stored on insert when the payload leaves the field out. */
  empty?: string;
  /** The table the id in this column points at. */
  references?: Table;
  /** Kept by the database (counts, scores): answered, never written. */
  readOnly?: true;
};

/** A field stored in other tables (related ids, SKUs): loaded for one record, replaced when sent. */
export type Relation = {
  load(db: Db, id: number): Promise<unknown>;
  write(trx: Trx, id: number, value: never): Promise<void>;
  references?: { table: Table; ids(value: never): Array<number | null | undefined> };
};

const isRelation = (field: Column | Relation): field is Relation => "load" in field;

/** How fields are stored: `stored.text("slug")`, `stored.ref("image_id", "image")` … */
export const stored = {
  text: (column: string): Column => ({ column, read: (v) => String(v) }),
  nullableText: (column: string): Column => ({ column, read: (v) => (v as string | null) ?? null }),
  int: (column: string): Column => ({ column, read: (v) => Number(v) }),
  nullableInt: (column: string): Column => ({ column, read: numOrNull }),
  ref: (column: string, table: Table): Column => ({ column, read: numOrNull, references: table }),
  flag: (column: string): Column => ({ column, read: (v) => Boolean(Number(v)), write: toFlag }),
  i18n: { column: "i18n", read: (v) => parseI18n(v as string), write: json, empty: "{}" } satisfies Column,
  jsonList: (column: string): Column => ({ column, read: (v) => parseJson(v, []), write: json, empty: "[]" }),
  /** One of `values`; anything else stored reads as the first. */
  oneOf: (column: string, values: readonly string[]): Column => ({
    column,
    read: (v) => (values.includes(v as string) ? v : values[0]),
  }),
  /** Kept by the database (counts, scores): answered, never written. */
  readOnly: (column: Column): Column => ({ ...column, readOnly: true }),
  /** Ids of records of `table`, kept in a link table. */
  idList: (
    table: Table,
    link: { load(db: Db, id: number): Promise<number[]>; write(trx: Trx, id: number, ids: number[]): Promise<void> },
  ): Relation => ({
    load: link.load,
    write: link.write as Relation["write"],
    references: { table, ids: (ids: number[]) => ids },
  }),
};

type Merged<R extends AdminResource> = z.output<R["record"]> & z.output<R["patch"]>;

/**
 * One admin resource: the contract's description (path, schemas) and how its records are stored.
 * `fields` lists every field of a record in the order answered, each with its column or relation;
 * routes, lists, search, uniqueness and reference checks all follow from it. The hooks cover what is
 * particular to one resource.
 */
export type ResourceDef<R extends AdminResource = AdminResource> = {
  contract: R;
  table: Table;
  fields: Record<string, Column | Relation>;
  /** Fields `?q=` matches. */
  search: string[];
  /** Unique fields, with the message a taken value answers (409). */
  unique: Record<string, string>;
  /** Cross-field rules, checked on the stored record merged with a patch. */
  issues?(merged: Merged<R>): Array<{ path: Array<string | number>; message: string }>;
  /** References the fields' own do not cover (ids inside nested values). */
  references?(input: z.output<R["patch"]>): Reference[];
  /** Extra checks needing the database (e.g. category cycles); answers field errors (400). */
  validate?(db: Db, input: z.output<R["patch"]>, id: number | null): Promise<FieldErrors>;
  /** Extra conflict checks (e.g. SKU codes of other products); answers field errors (409). */
  conflicts?(db: Db, input: z.output<R["patch"]>, id: number | null): Promise<FieldErrors>;
  /** Column values an insert needs beyond the payload and the fields' `empty` values. */
  insertDefaults?(): Record<string, unknown>;
  /**
   * Whether other records still use this one where the schema would let a delete go through (a
   * reference that is set to null): such a delete answers 409 `errors.inUse` as a refused foreign key does.
   */
  inUse?(db: Db, id: number): Promise<boolean>;
  /** Runs after a create or update has committed (e.g. live pushes about what changed). */
  afterWrite?(deps: AppDeps, id: number): Promise<void>;
};

/** Ties a definition to its contract, so the hooks see the contract's types. */
export const defineResource = <R extends AdminResource>(def: ResourceDef<R>) => def as unknown as ResourceDef;

/** A record id from the path; ids beyond the column range simply do not exist. */
export function recordId(c: Context): number {
  const id = idParam(c);
  if (id > MAX_ID) throw notFound();
  return id;
}

export async function listPage<T>(
  db: Db,
  table: string,
  query: Pagination,
  searchColumns: string[],
  map: (row: RowOf) => T,
  select: string[] | "*" = "*",
): Promise<Paged<T>> {
  const q = query.q ? `%${query.q}%` : null;
  const base = () => {
    let b = loose(db).selectFrom(table);
    if (q && searchColumns.length) {
      b = b.where((eb) => eb.or(searchColumns.map((column) => eb(eb.ref(column), "like", eb.val(q)))));
    }
    return b;
  };
  const [rows, count] = await Promise.all([
    (select === "*" ? base().selectAll() : base().select(select))
      .orderBy("id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute() as Promise<RowOf[]>,
    base()
      .select((eb) => eb.fn.countAll().as("total"))
      .executeTakeFirstOrThrow() as Promise<{ total: unknown }>,
  ]);
  return { items: rows.map(map), total: Number(count.total), page: query.page, pageSize: query.pageSize };
}

/** Field errors for referenced ids that do not exist. */
async function missingReferences(db: Db, references: Reference[]): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const ref of references) {
    const ids = [...new Set(ref.ids.filter((id): id is number => typeof id === "number"))];
    if (!ids.length) continue;
    const found = await loose(db).selectFrom(ref.table).select("id").where("id", "in", ids).execute();
    const present = new Set(found.map((row) => Number(row.id)));
    const missing = ids.filter((id) => !present.has(id));
    if (missing.length) errors[ref.field] = [`validation.notFound`];
  }
  return errors;
}

const validationFailed = (fields: FieldErrors) => badRequest("errors.validation", { fields });
const conflict = (message: string, fields: FieldErrors) => new ApiError(409, Code.result, message, { fields });

/**
 * Turns constraint violations into client answers on both databases: a unique violation is a 409
 * (a racing insert passed the pre-check), a foreign key a 400 on write or a 409 on delete.
 */
export function mapDbError(error: unknown, on: "write" | "delete" = "write"): never {
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; constraint?: unknown };
  const text = [e.message, e.detail, e.constraint].filter((v) => typeof v === "string").join(" ");
  const unique = e.code === "23505" || /UNIQUE constraint failed/.test(text);
  const foreign = e.code === "23503" || /FOREIGN KEY constraint failed/.test(text);
  const check = e.code === "23514" || /CHECK constraint failed/.test(text);
  const range = e.code === "22003";
  if (unique) {
    const field = /\bcode\b|_code_/.test(text) ? "code" : "slug";
    const message = field === "code" ? "errors.codeTaken" : "errors.slugTaken";
    throw conflict(message, { [field]: [message] });
  }
  if (foreign && on === "delete") throw new ApiError(409, Code.result, "errors.inUse");
  if (foreign || check || range) throw badRequest("errors.validation");
  throw error;
}

type Input = Record<string, unknown>;
const columnsOf = (def: ResourceDef) =>
  Object.entries(def.fields).filter((entry): entry is [string, Column] => !isRelation(entry[1]));
const relationsOf = (def: ResourceDef) =>
  Object.entries(def.fields).filter((entry): entry is [string, Relation] => isRelation(entry[1]));
const columnOf = (def: ResourceDef, field: string) => (def.fields[field] as Column).column;

/** A record as lists answer it: its columns, without relations. */
function fromRow(def: ResourceDef, row: RowOf): Input {
  const out: Input = { id: Number(row.id) };
  for (const [field, column] of columnsOf(def)) out[field] = column.read(row[column.column]);
  return { ...out, createdAt: String(row.created_at), updatedAt: String(row.updated_at) };
}

/** The columns to write for the fields present in the payload. */
function toColumns(def: ResourceDef, input: Input): Input {
  const out: Input = {};
  for (const [field, column] of columnsOf(def)) {
    if (input[field] === undefined || column.readOnly) continue;
    out[column.column] = column.write ? column.write(input[field] as never) : input[field];
  }
  return out;
}

function referencesOf(def: ResourceDef, input: Input): Reference[] {
  const out: Reference[] = [];
  for (const [field, spec] of Object.entries(def.fields)) {
    if (input[field] === undefined) continue;
    if (isRelation(spec)) {
      if (spec.references)
        out.push({ field, table: spec.references.table, ids: spec.references.ids(input[field] as never) });
    } else if (spec.references) out.push({ field, table: spec.references, ids: [input[field] as number | null] });
  }
  return [...out, ...(def.references?.(input) ?? [])];
}

/** One record with its relations, in the order of its fields. */
async function loadRecord(db: Db, def: ResourceDef, id: number): Promise<Input | null> {
  const row = (await loose(db).selectFrom(def.table).selectAll().where("id", "=", id).executeTakeFirst()) as
    RowOf | undefined;
  if (!row) return null;
  const { createdAt, updatedAt, ...columns } = fromRow(def, row);
  const related = new Map(
    await Promise.all(relationsOf(def).map(async ([field, relation]) => [field, await relation.load(db, id)] as const)),
  );
  const out: Input = { id: columns.id };
  for (const field of Object.keys(def.fields)) out[field] = related.has(field) ? related.get(field) : columns[field];
  return { ...out, createdAt, updatedAt };
}

async function writeRelations(trx: Trx, def: ResourceDef, id: number, input: Input) {
  for (const [field, relation] of relationsOf(def)) {
    if (input[field] !== undefined) await relation.write(trx, id, input[field] as never);
  }
}

async function uniqueConflicts(db: Db, def: ResourceDef, input: Input, id: number | null) {
  for (const [field, message] of Object.entries(def.unique)) {
    const value = input[field];
    if (value === undefined) continue;
    let q = loose(db).selectFrom(def.table).select("id").where(columnOf(def, field), "=", value);
    if (id !== null) q = q.where("id", "!=", id);
    if (await q.executeTakeFirst()) throw conflict(message, { [field]: [message] });
  }
}

async function checkInput(db: Db, def: ResourceDef, input: Input, id: number | null) {
  await uniqueConflicts(db, def, input, id);
  const errors = {
    ...(await missingReferences(db, referencesOf(def, input))),
    ...(def.validate ? await def.validate(db, input, id) : {}),
  };
  if (Object.keys(errors).length) throw validationFailed(errors);
  const conflicts = def.conflicts ? await def.conflicts(db, input, id) : {};
  if (Object.keys(conflicts).length) throw conflict("errors.codeTaken", conflicts);
}

/** Column values of a new record that the payload leaves out. */
function insertDefaults(def: ResourceDef): Input {
  const out: Input = {};
  for (const [, column] of columnsOf(def)) if (column.empty !== undefined) out[column.column] = column.empty;
  return { ...out, ...def.insertDefaults?.() };
}

/** The routes of one resource, as its contract describes them. */
export function createResourceApp(def: ResourceDef): Hono<AppEnv> {
  const searchColumns = def.search.map((field) => columnOf(def, field));
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, paginationSchema);
      return sendOk(c, await listPage(c.get("deps").db, def.table, query, searchColumns, (row) => fromRow(def, row)));
    })
    .get("/:id", async (c) => {
      const record = await loadRecord(c.get("deps").db, def, recordId(c));
      if (!record) throw notFound();
      return sendOk(c, record);
    })
    .post("/", async (c) => {
      const { db } = c.get("deps");
      const input = (await readJson(c, def.contract.create)) as Input;
      await checkInput(db, def, input, null);
      const now = nowIso();
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const row = await loose(trx)
            .insertInto(def.table)
            .values({ ...insertDefaults(def), ...toColumns(def, input), created_at: now, updated_at: now })
            .returning("id")
            .executeTakeFirstOrThrow();
          const newId = Number(row.id);
          await writeRelations(trx, def, newId, input);
          return newId;
        })
        .catch((error: unknown) => mapDbError(error));
      await def.afterWrite?.(c.get("deps"), id);
      return sendOk(c, await loadRecord(db, def, id), 201);
    })
    .put("/:id", async (c) => {
      const { db } = c.get("deps");
      const id = recordId(c);
      const patch = (await readJson(c, def.contract.patch)) as Input;
      const current = await loadRecord(db, def, id);
      if (!current) throw notFound();
      const issues = def.issues?.({ ...current, ...patch } as never) ?? [];
      if (issues.length) {
        const fields: FieldErrors = {};
        for (const issue of issues) (fields[issue.path.join(".")] ??= []).push(issue.message);
        throw validationFailed(fields);
      }
      await checkInput(db, def, patch, id);
      await db
        .transaction()
        .execute(async (trx) => {
          await loose(trx)
            .updateTable(def.table)
            .set({ ...toColumns(def, patch), updated_at: nowIso() })
            .where("id", "=", id)
            .execute();
          await writeRelations(trx, def, id, patch);
        })
        .catch((error: unknown) => mapDbError(error));
      await def.afterWrite?.(c.get("deps"), id);
      return sendOk(c, await loadRecord(db, def, id));
    })
    .delete("/:id", async (c) => {
      const { db } = c.get("deps");
      const id = recordId(c);
      if (await def.inUse?.(db, id)) throw new ApiError(409, Code.result, "errors.inUse");
      const result = await loose(db)
        .deleteFrom(def.table)
        .where("id", "=", id)
        .executeTakeFirst()
        .catch((error: unknown) => mapDbError(error, "delete"));
      if (!Number(result.numDeletedRows)) throw notFound();
      return sendOk(c, { id });
    });
}
