import { sql } from "kysely";
import type { Db } from "../db/connection.ts";

/** Seconds one beacon may add (it is sent every 10 s and when the page is hidden). */
export const MAX_BEACON_SECONDS = 60;
/** Seconds a visitor may spend on one page in one day. */
export const MAX_DAY_SECONDS = 86_400;

/**
 * Adds a beacon's seconds to the visitor's time on the page today (UTC). One beacon counts at most
 * a minute and a day at most a day, so a visitor cannot inflate the figures however often they send.
 */
export async function recordVisitDuration(db: Db, visit: { visitorKey: string; path: string; seconds: number }): Promise<void> {
  const seconds = Math.min(Math.max(Math.round(visit.seconds), 0), MAX_BEACON_SECONDS);
  const day = new Date().toISOString().slice(0, 10);
  await db
    .insertInto("visit_stat")
    .values({ day, path: visit.path, visitor_key: visit.visitorKey, seconds, beacons: 1 })
    .onConflict((oc) =>
      oc.columns(["day", "path", "visitor_key"]).doUpdateSet({
        seconds: sql<number>`case when visit_stat.seconds + ${seconds} > ${MAX_DAY_SECONDS} then ${MAX_DAY_SECONDS} else visit_stat.seconds + ${seconds} end`,
        beacons: sql<number>`visit_stat.beacons + 1`,
      }),
    )
    .execute();
}

export type DurationReportRow = { path: string; visitors: number; seconds: number; averageSeconds: number };

/** Time on page per path between two days (inclusive), most watched first. */
export async function durationReport(db: Db, range: { from: string; to: string; limit: number }): Promise<DurationReportRow[]> {
  const rows = await db
    .selectFrom("visit_stat")
    .select((eb) => [
      "path",
      eb.fn.count<number | string>("visitor_key").distinct().as("visitors"),
      eb.fn.sum<number | string>("seconds").as("seconds"),
    ])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy("path")
    .orderBy("seconds", "desc")
    .orderBy("path")
    .limit(range.limit)
    .execute();
  return rows.map((row) => {
    const visitors = Number(row.visitors);
    const seconds = Number(row.seconds);
    return { path: row.path, visitors, seconds, averageSeconds: visitors ? Math.round(seconds / visitors) : 0 };
  });
}
