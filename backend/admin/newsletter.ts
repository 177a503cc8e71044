import { Hono } from "hono";
import {
  AdminSubscriberExportSchema,
  AdminSubscriberListSchema,
  NewsletterMailingSchema,
  NewsletterMessages,
  NewsletterSettingsSchema,
} from "#contract/newsletter.ts";
import type { AppEnv } from "../app.ts";
import { findCouponByCode } from "../checkout/pricing.ts";
import {
  allSubscribers,
  getNewsletterSettings,
  listSubscribers,
  putNewsletterSettings,
} from "../newsletter/repository.ts";
import { deleteSubscriber, sendMailing, toAdminSubscriber } from "../newsletter/service.ts";
import { toCsv } from "../shared/csv.ts";
import { badRequest, idParam, readJson, readQuery, sendOk } from "../shared/http.ts";

const CSV_COLUMNS = [
  "email",
  "status",
  "lang",
  "source",
  "consent_at",
  "consent_ip",
  "confirmed_at",
  "unsubscribed_at",
  "created_at",
];

/**
 * `/api/admin/newsletter`: subscribers (list, CSV export, delete), mailings to confirmed subscribers,
 * and the settings (the welcome coupon).
 */
export function createNewsletterApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/subscribers", async (c) => {
      const query = readQuery(c, AdminSubscriberListSchema);
      const { rows, total } = await listSubscribers(c.get("deps").db, query);
      return sendOk(c, { items: rows.map(toAdminSubscriber), total, page: query.page, pageSize: query.pageSize });
    })
    .get("/subscribers.csv", async (c) => {
      const query = readQuery(c, AdminSubscriberExportSchema);
      const rows = await allSubscribers(c.get("deps").db, query);
      const csv = toCsv(
        CSV_COLUMNS,
        rows.map((r) => [
          r.email,
          r.status,
          r.lang,
          r.source,
          r.consent_at,
          r.consent_ip,
          r.confirmed_at,
          r.unsubscribed_at,
          r.created_at,
        ]),
      );
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="newsletter-subscribers${query.status ? `-${query.status}` : ""}.csv"`,
        "cache-control": "no-store",
      });
    })
    .delete("/subscribers/:id", async (c) => {
      await deleteSubscriber(c.get("deps").db, idParam(c));
      return sendOk(c, { deleted: true });
    })
    .post("/mailings", async (c) => {
      const input = await readJson(c, NewsletterMailingSchema);
      return sendOk(c, await sendMailing(c.get("deps"), input), 202);
    })
    .get("/settings", async (c) => sendOk(c, await getNewsletterSettings(c.get("deps").db)))
    .put("/settings", async (c) => {
      const { db } = c.get("deps");
      const input = await readJson(c, NewsletterSettingsSchema);
      if (input.welcomeCoupon && !(await findCouponByCode(db, input.welcomeCoupon))) {
        throw badRequest("errors.validation", { fields: { welcomeCoupon: [NewsletterMessages.unknownCoupon] } });
      }
      await putNewsletterSettings(db, input);
      return sendOk(c, input);
    });
}
