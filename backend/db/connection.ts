import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
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
  database.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), kind: "sqlite" };
}

export function databaseKind(db: Kysely<unknown>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
