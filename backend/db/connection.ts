import { closeSync, fsync, mkdirSync, openSync } from "node:fs";
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
  /** How SQLite's write-ahead log is synced to disk: `fs.fsync` (tests hold it to watch the order). */
  syncFile?: SyncFile;
};

export type SyncFile = (fd: number, done: (error: Error | null) => void) => void;

/** Opens the shop database: PostgreSQL when a URL is given, else an SQLite file (or `:memory:`). */
export function openDatabase(config: DatabaseConfig): { db: Db; kind: DatabaseKind } {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    pool.on("error", config.onPoolError ?? (() => {}));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: "postgres" };
  }
  const file = config.sqlitePath !== ":memory:";
  if (file) mkdirSync(dirname(config.sqlitePath), { recursive: true });
  const database = new DatabaseSync(config.sqlitePath);
  // WAL, synced to disk before any write is answered: a committed order survives a power cut. SQLite
  // does not sync at commit (NORMAL, safe from corruption in WAL mode); the driver syncs the log on the
  // thread pool after each commit and answers the writer only then (`walSync`, `QueuedSqliteDialect`),
  // so the sync no longer stops every other request. Checkpoints still sync as SQLite does them.
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
  );
  const writes = { pending: false };
  // The log beside the file SQLite itself opened (an absolute path, whatever the configured one).
  const main = database
    .prepare("PRAGMA database_list")
    .all()
    .find((row) => row.name === "main")?.file;
  if (file && (typeof main !== "string" || !main))
    throw new Error(`SQLite did not name the file of ${config.sqlitePath}`);
  const sync = file ? walSync(`${main}-wal`, config.syncFile) : null;
  const dialect = new QueuedSqliteDialect({ database: preparedOnce(database, writes) }, writes, sync);
  return { db: new Kysely<Database>({ dialect }), kind: "sqlite" };
}

/**
 * Syncs an SQLite database's write-ahead log to disk on the thread pool (`fsync`, which on Linux
 * flushes the file through any descriptor). Calls while a sync runs share the next one, which starts
 * when it ends: a sync already under way may have begun before the caller's commit was written.
 */
export function walSync(path: string, syncFile: SyncFile = fsync): { (): Promise<void>; close(): Promise<void> } {
  let fd: number | null = null;
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      try {
        fd ??= openSync(path, "r+");
      } catch (error) {
        // No log yet: nothing was written to it, so there is nothing to sync.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") resolve();
        else reject(error);
        return;
      }
      syncFile(fd, (error) => (error ? reject(error) : resolve()));
    });
  const sync = (): Promise<void> => {
    if (!running) {
      running = once().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running.then(start, start);
    return next;
  };
  const start = () => {
    next = null;
    return sync();
  };
  return Object.assign(sync, {
    async close() {
      await Promise.allSettled([running, next]);
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  });
}

/**
 * kysely-sqlite's dialect, with the one connection handed out in turn. Kysely and the driver each guard
 * it with a lock whose release wakes every waiter, all but one of which go back to waiting: under load
 * each release cost a turn of the event loop for every query in line. Here waiters queue and a release
 * wakes the next one only; Kysely is told the driver keeps its own order (so it adds no lock of its own),
 * and the driver's lock is always free when taken.
 */
class QueuedSqliteDialect extends SqliteDialect {
  readonly #writes: { pending: boolean };
  readonly #sync: ReturnType<typeof walSync> | null;

  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    writes: { pending: boolean },
    sync: ReturnType<typeof walSync> | null,
  ) {
    super(config);
    this.#writes = writes;
    this.#sync = sync;
  }

  override createDriver(): Driver {
    const writes = this.#writes;
    const sync = this.#sync;
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
      // The connection goes to the next in line first; a holder that wrote is answered after the sync.
      async releaseConnection(connection: DatabaseConnection) {
        const wrote = writes.pending;
        writes.pending = false;
        await driver.releaseConnection(connection);
        const next = waiting.shift();
        if (next) next();
        else held = false;
        if (wrote && sync) await sync();
      },
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      savepoint: (connection, name, compile) => driver.savepoint!(connection, name, compile),
      rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(connection, name, compile),
      releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(connection, name, compile),
      async destroy() {
        await sync?.close();
        await driver.destroy();
      },
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
function preparedOnce(database: DatabaseSync, written: { pending: boolean }): DatabaseSync {
  const statements = new Map<string, KeptStatement>();
  const keep = (statement: StatementSync, text: string): KeptStatement => {
    const columns = statement.columns();
    const writes = needsSync(text);
    const ran = () => {
      if (writes) written.pending = true;
    };
    return {
      columns: () => columns,
      all: (...parameters) => (ran(), statement.all(...parameters)),
      run: (...parameters) => (ran(), statement.run(...parameters)),
      iterate: (...parameters) => (ran(), statement.iterate(...parameters)),
    };
  };
  const prepare = (text: string): KeptStatement => {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
    } else {
      statement = keep(database.prepare(text), text);
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

/**
 * Whether a statement may change the database: all but reads and the transaction's own statements
 * (their writes are marked by the statements inside). A `with` may hide a write, so it counts as one.
 */
export function mayWrite(text: string): boolean {
  return !/^\s*(select|begin|savepoint|release|rollback)\b/i.test(text);
}

/**
 * Rows a power cut may take at no cost: rate-limit counts, security-check challenges and time-on-page
 * beacons. Writes to them alone are answered without waiting for the log's sync (the next durable
 * write's sync, or SQLite's own checkpoint, carries them to disk); a process that dies loses none of
 * them, since the operating system already has the log. A page that only issues a challenge (sign-up)
 * made four writes, each waiting for a sync: on a disk that took seconds per sync, the page stalled
 * past the backend deadline and showed no check. In a transaction, its commit still waits.
 */
const UNSYNCED = /^\s*(insert\s+into|delete\s+from|update)\s+"(rate_limit_hit|captcha_challenge|visit_stat)"/i;

/** Whether a statement's answer must wait until the log is on disk: a write to anything but UNSYNCED. */
export function needsSync(text: string): boolean {
  return mayWrite(text) && !UNSYNCED.test(text);
}

export function databaseKind<T>(db: Kysely<T>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
