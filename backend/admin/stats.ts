import { Hono } from "hono";
import { durationReportQuerySchema } from "#contract/api/admin-shop.ts";
import type { AppEnv } from "../app.ts";
import { durationReport } from "../visitor/repository.ts";
import { readQuery, sendOk } from "../shared/http.ts";

/** `GET /api/admin/stats/durations?from&to&limit`: time on page per path (default: the last 30 days). */
export function createStatsApp(): Hono<AppEnv> {
  return new Hono<AppEnv>().get("/durations", async (c) => {
    const query = readQuery(c, durationReportQuerySchema);
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    return sendOk(c, { from, to, items: await durationReport(c.get("deps").db, { from, to, limit: query.limit }) });
  });
}
