import { Hono, type Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import { MAX_ID, paginationSchema, type Pagination } from "#contract/admin.ts";
import type { Paged } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import type { AppEnv } from "../app.ts";
import type { Db } from "../db/connection.ts";
import type { Database } from "../db/database.ts";
import { ApiError, badRequest, idParam, notFound, nowIso, readJson, readQuery, sendOk } from "../shared/http.ts";

/**
 * The generic part of the admin CRUD sub-apps. Table names vary per resource, so these queries go
 * through an untyped view of the database; each resource's own SQL stays typed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseDb = Kysely<any>;
const loose = (db: Db | Transaction<Database>) => db as unknown as LooseDb;

export type Trx = Transaction<Database>;
export type FieldErrors = Record<string, string[]>;
export type RowOf = Record<string, unknown> & { id: number };

/** A reference the payload makes to another table, checked before writing. */
export type Reference = { field: string; table: keyof Database; ids: Array<number | null | undefined> };

export type ResourceDef<Create, Patch, Dto extends { id: number }> = {
  table: keyof Database & string;
  createSchema: z.ZodType<Create>;
  patchSchema: z.ZodType<Patch>;
  /** Columns matched by `?q=`. */
  searchColumns: string[];
  /** Unique columns: a taken value answers 409 with `message`. */
  unique: Array<{ field: string; column: string; message: string }>;
  references(input: Patch, id: number | null): Reference[];
  /** Cross-field rules re-checked on the stored record merged with a patch. */
  issues?(merged: Dto & Patch): Array<{ path: Array<string | number>; message: string }>;
  /** Extra conflict checks (e.g. SKU codes of other products); answers field errors. */
  conflicts?(db: Db, input: Patch, id: number | null): Promise<FieldErrors>;
  /** Extra checks needing the database (e.g. category cycles); answers field errors. */
  validate?(db: Db, input: Patch, id: number | null): Promise<FieldErrors>;
  /** The columns to write for the fields present in the payload. */
  toColumns(input: Patch): Record<string, unknown>;
  /** Column values an insert needs beyond the payload. */
  insertDefaults?(): Record<string, unknown>;
  fromRow(row: RowOf): Dto;
  /** A list entry, when it should leave out what `fromRow` cannot fill (relations). */
  listItem?(row: RowOf): unknown;
  /** Loads the record's relations (SKUs, ordered ids) onto the row's DTO. */
  withRelations?(db: Db, dto: Dto): Promise<Dto>;
  writeRelations?(trx: Trx, id: number, input: Patch): Promise<void>;
};

/** A record id from the path; ids beyond the column range simply do not exist. */
export function recordId(c: Context): number {
  const id = idParam(c);
  if (id > MAX_ID) throw notFound();
  return id;
}

export const toFlag = (value: boolean) => (value ? 1 : 0);
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
export const num = (value: unknown) => Number(value);
export const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Picks the columns for the fields present in `input`: `{ field: "column" }` or `{ field: ["column", map] }`. */
export function columnsOf(
  input: Record<string, unknown>,
  spec: Record<string, string | readonly [string, (value: never) => unknown]>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, target] of Object.entries(spec)) {
    if (input[field] === undefined) continue;
    if (typeof target === "string") out[target] = input[field];
    else out[target[0]] = target[1](input[field] as never);
  }
  return out;
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
export async function missingReferences(db: Db, references: Reference[]): Promise<FieldErrors> {
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

export const validationFailed = (fields: FieldErrors) => badRequest("errors.validation", { fields });
export const conflict = (message: string, fields: FieldErrors) => new ApiError(409, Code.result, message, { fields });

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

async function uniqueConflicts(
  db: Db,
  def: ResourceDef<unknown, unknown, { id: number }>,
  input: object,
  id: number | null,
) {
  const values = input as Record<string, unknown>;
  for (const u of def.unique) {
    const value = values[u.field];
    if (value === undefined) continue;
    let q = loose(db).selectFrom(def.table).select("id").where(u.column, "=", value);
    if (id !== null) q = q.where("id", "!=", id);
    if (await q.executeTakeFirst()) throw conflict(u.message, { [u.field]: [u.message] });
  }
}

export async function loadRecord<D extends { id: number }>(
  db: Db,
  def: ResourceDef<unknown, unknown, D>,
  id: number,
): Promise<D | null> {
  const row = (await loose(db).selectFrom(def.table).selectAll().where("id", "=", id).executeTakeFirst()) as
    RowOf | undefined;
  if (!row) return null;
  const dto = def.fromRow(row);
  return def.withRelations ? def.withRelations(db, dto) : dto;
}

async function checkInput<C, P, D extends { id: number }>(
  db: Db,
  def: ResourceDef<C, P, D>,
  input: P,
  id: number | null,
) {
  await uniqueConflicts(db, def as ResourceDef<unknown, unknown, D>, input as object, id);
  const errors = {
    ...(await missingReferences(db, def.references(input, id))),
    ...(def.validate ? await def.validate(db, input, id) : {}),
  };
  if (Object.keys(errors).length) throw validationFailed(errors);
  const conflicts = def.conflicts ? await def.conflicts(db, input, id) : {};
  if (Object.keys(conflicts).length) throw conflict("errors.codeTaken", conflicts);
}

/** `GET /`, `GET /:id`, `POST /`, `PUT /:id`, `DELETE /:id` for one resource. */
export function createResourceApp<C, P, D extends { id: number }>(def: ResourceDef<C, P, D>): Hono<AppEnv> {
  const typed = def as unknown as ResourceDef<unknown, unknown, D>;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, paginationSchema);
      return sendOk(
        c,
        await listPage(c.get("deps").db, def.table, query, def.searchColumns, def.listItem ?? def.fromRow),
      );
    })
    .get("/:id", async (c) => {
      const record = await loadRecord(c.get("deps").db, typed, recordId(c));
      if (!record) throw notFound();
      return sendOk(c, record);
    })
    .post("/", async (c) => {
      const { db } = c.get("deps");
      const input = (await readJson(c, def.createSchema)) as unknown as P;
      await checkInput(db, def, input, null);
      const now = nowIso();
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const row = await loose(trx)
            .insertInto(def.table)
            .values({ ...def.insertDefaults?.(), ...def.toColumns(input), created_at: now, updated_at: now })
            .returning("id")
            .executeTakeFirstOrThrow();
          const newId = Number(row.id);
          await def.writeRelations?.(trx, newId, input);
          return newId;
        })
        .catch((error: unknown) => mapDbError(error));
      return sendOk(c, await loadRecord(db, typed, id), 201);
    })
    .put("/:id", async (c) => {
      const { db } = c.get("deps");
      const id = recordId(c);
      const patch = await readJson(c, def.patchSchema);
      const current = await loadRecord(db, typed, id);
      if (!current) throw notFound();
      const issues = def.issues?.({ ...current, ...patch }) ?? [];
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
            .set({ ...def.toColumns(patch), updated_at: nowIso() })
            .where("id", "=", id)
            .execute();
          await def.writeRelations?.(trx, id, patch);
        })
        .catch((error: unknown) => mapDbError(error));
      return sendOk(c, await loadRecord(db, typed, id));
    })
    .delete("/:id", async (c) => {
      const { db } = c.get("deps");
      const id = recordId(c);
      const result = await loose(db)
        .deleteFrom(def.table)
        .where("id", "=", id)
        .executeTakeFirst()
        .catch((error: unknown) => mapDbError(error, "delete"));
      if (!Number(result.numDeletedRows)) throw notFound();
      return sendOk(c, { id });
    });
}
