import type { Db } from "../db/connection.ts";
import { nowIso } from "../shared/http.ts";

export async function recordVisitDuration(
  db: Db,
  visit: { visitorId: string | null; path: string | null; duration: number },
): Promise<void> {
  await db
    .insertInto("visit_duration")
    .values({ visitor_id: visit.visitorId, path: visit.path, duration: visit.duration, created_at: nowIso() })
    .execute();
}
