import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { Kysely, PostgresDialect, PostgresAdapter, SqliteAdapter, type DatabaseConnection, type Driver } from "kysely";
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
  return { db: new Kysely<Database>({ dialect: new QueuedSqliteDialect({ database: preparedOnce(database) }) }), kind: "sqlite" };
}

/**
 * kysely-sqlite's dialect, with the one connection handed out in turn. Kysely and the driver each guard
 * it with a lock whose release wakes every waiter, all but one of which go back to waiting: under load
 * each release cost a turn of the event loop for every query in line. Here waiters queue and a release
 * wakes the next one only; Kysely is told the driver keeps its own order (so it adds no lock of its own),
 * and the driver's lock is always free when taken.
 */
class QueuedSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const waiting: Array<() => void> = [];
    let held = false;
    return {
      init: () => driver.init(),
      async acquireConnection() {
        if (held) await new Promise<void>((resolve) => waiting.push(resolve));
        held = true;
        return driver.acquireConnection();
      },
      async releaseConnection(connection: DatabaseConnection) {
        await driver.releaseConnection(connection);
        const next = waiting.shift();
        if (next) next();
        else held = false;
      },
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      savepoint: (connection, name, compile) => driver.savepoint!(connection, name, compile),
      rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(connection, name, compile),
      releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(connection, name, compile),
      destroy: () => driver.destroy(),
    };
  }

  override createAdapter() {
    return new InTurnAdapter();
  }
}

class InTurnAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Distinct statements kept prepared; the shop issues a few hundred. */
const STATEMENTS = 500;

/** What the dialect uses of a statement (kysely-sqlite: `columns`, then `all`, `run` or `iterate`). */
type KeptStatement = {
  columns: StatementSync["columns"];
  all(...parameters: SQLInputValue[]): ReturnType<StatementSync["all"]>;
  run(...parameters: SQLInputValue[]): ReturnType<StatementSync["run"]>;
  iterate(...parameters: SQLInputValue[]): ReturnType<StatementSync["iterate"]>;
};

/**
 * The SQLite connection with its statements prepared once: the dialect prepares every query it runs,
 * and compiling SQL costs more than running most of the shop's queries. Statements are kept by their
 * text (parameters are bound at each run), the least recently used dropped past STATEMENTS; SQLite
 * prepares a kept statement again by itself after a schema change.
 *
 * The dialect also asks each statement for its columns at every run, only to know whether it returns
 * rows; SQLite builds the whole list of column objects each time (it cost as much as running the
 * statements of a placed order). The list is read once per kept statement: whether a statement
 * returns rows does not change with the schema.
 */
function preparedOnce(database: DatabaseSync): DatabaseSync {
  const statements = new Map<string, KeptStatement>();
  const keep = (statement: StatementSync): KeptStatement => {
    const columns = statement.columns();
    return {
      columns: () => columns,
      all: (...parameters) => statement.all(...parameters),
      run: (...parameters) => statement.run(...parameters),
      iterate: (...parameters) => statement.iterate(...parameters),
    };
  };
  const prepare = (text: string): KeptStatement => {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
    } else {
      statement = keep(database.prepare(text));
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
