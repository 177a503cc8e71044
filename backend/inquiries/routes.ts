import { Hono, type Context } from "hono";
import { Code } from "#contract/codes.ts";
import { InquiryCreateSchema, InquiryListSchema, InquiryMessages, InquiryRefSchema } from "#contract/inquiry.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay } from "../catalog/display.ts";
import { clientOf } from "../customers/client.ts";
import { getShopper, requireShopper, shopperKeys, type Shopper } from "../customers/shopper.ts";
import type { Db } from "../db/connection.ts";
import { ApiError, readJson, sendOk } from "../shared/http.ts";
import { actionBuckets, HOUR_MS } from "../shared/rate-limit.ts";
import { findOwnInquiry, listInquiries } from "./repository.ts";
import { createInquiry, toInquiries } from "./service.ts";

const LIMITS = { ip: { max: 10, windowMs: HOUR_MS }, owner: { max: 5, windowMs: HOUR_MS } };

/** The signed-in customer as a shopper: their own inquiries and those sent as a guest from this browser. */
async function requireCustomerShopper(c: Context, db: Db): Promise<Shopper> {
  const shopper = await getShopper(c, db);
  if (!shopper?.customer) throw new ApiError(401, Code.authInvalid, "errors.login");
  return shopper;
}

/** `/api/web/inquiry/*` (contract/inquiry.ts). */
export const inquiryRoutes = new Hono<AppEnv>()
  .post("/create", async (c) => {
    const deps = c.get("deps");
    const { db } = deps;
    const display = await readDisplay(c, db);
    const input = await readJson(c, InquiryCreateSchema);
    const shopper = await requireShopper(c, db);
    const ip = clientOf(c).ip;
    const limits = actionBuckets("inquiry", LIMITS, { owner: shopper.key, ip });
    const row = await createInquiry(deps, input, { shopper, ip, lang: display.lang }, limits);
    const [inquiry] = await toInquiries(db, display, [row]);
    return sendOk(c, inquiry, 201);
  })
  .post("/list", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, InquiryListSchema);
    const shopper = await requireCustomerShopper(c, db);
    const { rows, total } = await listInquiries(db, { ...input, ownerKeys: shopperKeys(shopper) });
    return sendOk(c, {
      items: await toInquiries(db, display, rows),
      total,
      page: input.page,
      pageSize: input.pageSize,
    });
  })
  .post("/detail", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, InquiryRefSchema);
    const shopper = await requireCustomerShopper(c, db);
    const row = await findOwnInquiry(db, shopperKeys(shopper), input.id);
    if (!row) throw new ApiError(404, Code.result, InquiryMessages.unknown);
    const [inquiry] = await toInquiries(db, display, [row]);
    return sendOk(c, inquiry);
  });
