import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguage } from "#contract/locales.ts";
import { OrderMessages, PaymentMessages, PaymentStartSchema, type PaymentStart } from "#contract/order.ts";
import { Code } from "#contract/codes.ts";
import type { Currency } from "#contract/currencies.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { requireViewableOrder } from "../orders/access.ts";
import { ApiError, idParam, nowIso, readJson, sendOk } from "../shared/http.ts";
import { pageToken, paymentSecretOf, SIGNATURE_HEADER } from "./signing.ts";
import { findPaymentWithOrder, payPageHtml, receiveGatewayEvent, signedEvent, testGateway } from "./test-gateway.ts";

const actionSchema = z.object({
  action: z.enum(["approve", "decline", "cancel"]),
  lang: z.string().max(10).optional(),
  sig: z.string().max(64),
  access: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional(),
});

const EVENT_OF = { approve: "payment.succeeded", decline: "payment.failed", cancel: "payment.cancelled" } as const;

/**
 * The hosted pay page's own policy: no script at all, its inline styles, and its forms posting back
 * to itself (the shop's front gives every answer without one a policy that allows nothing).
 */
const PAY_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const langOf = (value: string | undefined) => (isLanguage(value) ? value : DEFAULT_LANGUAGE);
const prefix = (lang: string) => (lang === DEFAULT_LANGUAGE ? "" : `/${lang}`);

/**
 * `/api/web/payment/*`: start a payment attempt, the test gateway's hosted page (served here, as a real
 * provider would serve it on its own site), and the webhook it calls back.
 */
export const paymentRoutes = new Hono<AppEnv>()
  // The test gateway marks orders paid with no money moving: where it is off, none of it answers.
  .use(async (c, next) => {
    if (c.get("deps").config.paymentTestGateway !== true) throw new ApiError(404, Code.result, PaymentMessages.unavailable);
    await next();
    if (c.res.headers.get("content-type")?.startsWith("text/html")) c.res.headers.set("Content-Security-Policy", PAY_PAGE_CSP);
  })
  .post("/start", async (c) => {
    const { db, config } = c.get("deps");
    const { lang } = readLocale(c);
    const input = await readJson(c, PaymentStartSchema);
    const order = await requireViewableOrder(c, db, input.orderNumber, input.access);
    if (order.status !== "in-progress" || order.pay_status !== "unpaid") {
      throw new ApiError(409, Code.fail, OrderMessages.notPayable);
    }
    // Every start is a new attempt; earlier ones stay as they were (a late approval still counts once).
    const now = nowIso();
    const payment = await db
      .insertInto("payment")
      .values({
        order_id: order.id,
        method: testGateway.method,
        status: "pending",
        amount: Number(order.total),
        currency: order.currency,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const redirectUrl = testGateway.startUrl({
      paymentId: payment.id,
      lang,
      access: order.customer_id === null ? (input.access ?? null) : null,
      secret: paymentSecretOf(config),
    })!;
    return sendOk(c, { paymentId: payment.id, redirectUrl } satisfies PaymentStart);
  })
  .get("/test-gateway/:paymentId", async (c) => {
    const { db, config } = c.get("deps");
    const lang = langOf(c.req.query("lang"));
    const paymentId = idParam(c, "paymentId");
    const sig = c.req.query("sig") ?? "";
    const payment = await findPaymentWithOrder(db, paymentId);
    const valid = payment && sig === pageToken(paymentSecretOf(config), paymentId);
    const state = !valid ? "invalid" : payment.status === "pending" ? "open" : "finished";
    const html = payPageHtml({
      lang,
      paymentId,
      number: payment?.number ?? null,
      amount: payment ? { amount: Number(payment.amount), currency: payment.currency as Currency } : null,
      sig,
      access: c.req.query("access") ?? null,
      state,
    });
    c.header("cache-control", "no-store");
    return c.html(html, valid ? 200 : 404);
  })
  .post("/test-gateway/:paymentId", async (c) => {
    const deps = c.get("deps");
    const paymentId = idParam(c, "paymentId");
    const parsed = actionSchema.safeParse(await c.req.parseBody());
    const secret = paymentSecretOf(deps.config);
    const payment = await findPaymentWithOrder(deps.db, paymentId);
    if (!parsed.success || !payment || parsed.data.sig !== pageToken(secret, paymentId)) {
      const lang = langOf(parsed.success ? parsed.data.lang : undefined);
      return c.html(
        payPageHtml({ lang, paymentId, number: null, amount: null, sig: "", access: null, state: "invalid" }),
        404,
      );
    }
    const { action, access } = parsed.data;
    const lang = langOf(parsed.data.lang);
    if (payment.status !== "pending") {
      return c.html(
        payPageHtml({
          lang,
          paymentId,
          number: payment.number,
          amount: null,
          sig: "",
          access: null,
          state: "finished",
        }),
        409,
      );
    }
    // The gateway "calls back" the shop: the same signed webhook a remote provider would POST.
    const event = signedEvent(secret, {
      type: EVENT_OF[action],
      paymentId,
      amount: Number(payment.amount),
      currency: payment.currency,
    });
    await receiveGatewayEvent(deps, event.body, event.headers[SIGNATURE_HEADER]);
    const query = new URLSearchParams({ order: payment.number });
    if (access && payment.customer_id === null) query.set("access", access);
    if (action !== "approve") query.set("payment", action === "decline" ? "declined" : "cancelled");
    const path = action === "approve" ? "/checkout/thankyou" : "/checkout/payment";
    return c.redirect(`${prefix(lang)}${path}?${query}`, 303);
  })
  .post("/webhook/test-gateway", async (c) => {
    const deps = c.get("deps");
    const raw = await c.req.text();
    if (raw.length > 64 * 1024) throw new ApiError(413, Code.result, "errors.tooLarge");
    const { replayed } = await receiveGatewayEvent(deps, raw, c.req.header(SIGNATURE_HEADER));
    return sendOk(c, { received: true, replayed });
  });
