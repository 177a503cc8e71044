import { Hono } from "hono";
import { FeedbackSchema } from "#contract/feedback.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { clientOf } from "../customers/client.ts";
import { getShopper } from "../customers/shopper.ts";
import { readJson, sendOk } from "../shared/http.ts";
import { actionBuckets, HOUR_MS } from "../shared/rate-limit.ts";
import { submitFeedback } from "./service.ts";

const DAY_MS = 24 * HOUR_MS;
const LIMITS = { ip: { max: 10, windowMs: HOUR_MS }, owner: { max: 5, windowMs: HOUR_MS } };
/** Acknowledgments one address receives at most: the form must not become a way to flood a mailbox. */
const PER_ADDRESS = { max: 5, windowMs: DAY_MS };

/** `POST /api/web/feedback` (contract/feedback.ts): guests and customers. */
export const feedbackRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const deps = c.get("deps");
  const { db } = deps;
  const { lang } = readLocale(c);
  const input = await readJson(c, FeedbackSchema);
  const shopper = await getShopper(c, db);
  const ip = clientOf(c).ip;
  const limits = [
    ...actionBuckets("feedback", LIMITS, { owner: shopper?.key, ip }),
    { key: `feedback:email:${input.email.toLowerCase()}`, limit: PER_ADDRESS },
  ];
  const receipt = await submitFeedback(deps, input, { lang, ip, customerId: shopper?.customer?.id ?? null }, limits);
  return sendOk(c, receipt, 201);
});
