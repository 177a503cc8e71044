import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Db } from "./connection.ts";
import { migrations } from "./migrations/index.ts";

/** Migrations are listed by import (no filesystem scan), so they work from any build. */
const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
