import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app.ts";
import { durationReport } from "../visitor/repository.ts";
import { readQuery, sendOk } from "../shared/http.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date");

export const durationReportQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** `GET /api/admin/stats/durations?from&to&limit`: time on page per path (default: the last 30 days). */
export function createStatsApp(): Hono<AppEnv> {
  return new Hono<AppEnv>().get("/durations", async (c) => {
    const query = readQuery(c, durationReportQuerySchema);
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    return sendOk(c, { from, to, items: await durationReport(c.get("deps").db, { from, to, limit: query.limit }) });
  });
}
