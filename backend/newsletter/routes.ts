import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { Code } from "#contract/codes.ts";
import {
  NEWSLETTER_TOKEN_PATTERN,
  NewsletterMessages,
  NewsletterSubscribeSchema,
  type NewsletterSubscribeResult,
} from "#contract/newsletter.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { clientOf } from "../customers/client.ts";
import { getShopper } from "../customers/shopper.ts";
import { badRequest, readJson, sendOk } from "../shared/http.ts";
import { actionBuckets, enforceLimits, HOUR_MS } from "../shared/rate-limit.ts";
import {
  confirmationState,
  confirmSubscription,
  requestSubscription,
  unsubscribe,
  unsubscribeState,
} from "./service.ts";

const LIMITS = { ip: { max: 20, windowMs: HOUR_MS }, owner: { max: 10, windowMs: HOUR_MS } };
const PER_ADDRESS = { max: 10, windowMs: 24 * HOUR_MS };

/** A link's token, from the query or a JSON body; anything malformed is the same "invalid link". */
function tokenOf(value: unknown): string {
  if (typeof value !== "string" || !NEWSLETTER_TOKEN_PATTERN.test(value))
    throw badRequest(NewsletterMessages.tokenInvalid);
  return value;
}
const TokenBodySchema = z.strictObject({ token: z.unknown() });

/** RFC 8058: the mail client's `POST …?token=` carries `List-Unsubscribe=One-Click` as a form. */
async function readOneClick(c: Context): Promise<void> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  let value: unknown;
  if (type.startsWith("multipart/form-data")) {
    value = ((await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>)["List-Unsubscribe"];
  } else if (type.startsWith("application/x-www-form-urlencoded")) {
    value = new URLSearchParams(await c.req.text()).get("List-Unsubscribe");
  }
  if (value !== "One-Click") throw badRequest(NewsletterMessages.oneClick);
}

const SMALL_BODY = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => c.json({ code: Code.result, msg: "errors.tooLarge", data: null }, 413),
});

/** `/api/web/newsletter/*` (contract/newsletter.ts). */
export const newsletterRoutes = new Hono<AppEnv>()
  .post("/subscribe", async (c) => {
    const deps = c.get("deps");
    const { db } = deps;
    const { lang } = readLocale(c);
    const input = await readJson(c, NewsletterSubscribeSchema);
    const shopper = await getShopper(c, db);
    const ip = clientOf(c).ip;
    await enforceLimits(db, [
      ...actionBuckets("newsletter", LIMITS, { owner: shopper?.key, ip }),
      { key: `newsletter:email:${input.email}`, limit: PER_ADDRESS },
    ]);
    await requestSubscription(deps, { email: input.email, lang, ip, source: "form" });
    const answer: NewsletterSubscribeResult = { status: "check-email" };
    return sendOk(c, answer);
  })
  .get("/confirm", async (c) => sendOk(c, await confirmationState(c.get("deps").db, tokenOf(c.req.query("token")))))
  .post("/confirm", async (c) => {
    const { token } = await readJson(c, TokenBodySchema);
    return sendOk(c, await confirmSubscription(c.get("deps"), tokenOf(token)));
  })
  .get("/unsubscribe", async (c) => sendOk(c, await unsubscribeState(c.get("deps").db, tokenOf(c.req.query("token")))))
  .post("/unsubscribe", SMALL_BODY, async (c) => {
    const { db } = c.get("deps");
    const fromQuery = c.req.query("token");
    if (fromQuery !== undefined) {
      await readOneClick(c);
      return sendOk(c, await unsubscribe(db, tokenOf(fromQuery)));
    }
    const { token } = await readJson(c, TokenBodySchema);
    return sendOk(c, await unsubscribe(db, tokenOf(token)));
  });
