import { readdirSync, readFileSync } from "node:fs";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "#app/services/context.server.ts";
import { ShopClient } from "#app/services/shop.server.ts";
import { newEmail, newIp, newVisitorId } from "#tests/fixtures/customers.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCustomer, makeSellable } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { runBlockAction } from "./dispatch.server.ts";

// The naughty strings through every field of the storefront's feedback, newsletter, quote and
// wishlist forms, as the pages post them, against the real backend: each answer is a success or a
// refusal whose messages are texts the shopper can read, never a 5xx.

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

type Texts = { [key: string]: string | Texts };
const english: Texts = Object.assign(
  {},
  ...readdirSync("locales/en").map((file) => JSON.parse(readFileSync(`locales/en/${file}`, "utf8")) as Texts),
);
const lookup = (key: string) => key.split(".").reduce<string | Texts | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), english);
/** A message the form can show: a text of its own, or one of the account texts it falls back to (useMessage). */
const readable = (message: string) => {
  const key = message.replace(/:\d+$/, "");
  return typeof lookup(key) === "string" || typeof lookup(`accountErrors.${key.split(".").pop()}`) === "string";
};

function context(path: string, token: string | null = null) {
  const shop = new ShopClient((request) => Promise.resolve(backend.app.fetch(request)), "http://backend.test", {
    lang: "en",
    currency: "USD",
    token,
    visitorId: newVisitorId(),
    userAgent: "test",
    referer: "",
    url: new URL(`http://shop.test${path}`),
    clientIp: newIp(),
  });
  const provider = new RouterContextProvider();
  provider.set(shopContext, shop);
  return provider;
}

type Reply = { intent?: string; done?: string; result?: { error?: Record<string, string[] | null> } };

async function send(path: string, fields: Record<string, string>, token: string | null = null): Promise<{ status: number; reply: Reply | null }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  try {
    const answer = (await runBlockAction(new Request(`http://shop.test${path}`, { method: "POST", body }), context(path, token))) as
      | Response
      | { init?: { status?: number }; data?: Reply };
    if (answer instanceof Response) return { status: answer.status, reply: null };
    return { status: answer.init?.status ?? 200, reply: answer.data ?? null };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, reply: null };
    return { status: (error as { init?: { status?: number } }).init?.status ?? 500, reply: null };
  }
}

/** Every answer below 500, and every message of a refusal one the shopper can read. */
function check(problems: string[], what: string, answer: { status: number; reply: Reply | null }) {
  if (answer.status >= 500) problems.push(`${what}: ${answer.status}`);
  for (const messages of Object.values(answer.reply?.result?.error ?? {})) {
    for (const message of messages ?? []) if (!readable(message)) problems.push(`${what}: unreadable "${message}"`);
  }
}

const clearLimits = () => backend.db.deleteFrom("rate_limit_hit").execute();

describe("strangers' forms take the naughty strings", () => {
  it("feedback: subject, message and email", { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const text of naughtyStrings) {
      await clearLimits();
      const what = JSON.stringify(text);
      const texts = await send("/page/contact", { intent: "feedback-send", subject: text, message: text, email: newEmail() });
      check(problems, what, texts);
      if (texts.reply?.done === "feedback.sent") sent++;
      check(problems, what, await send("/page/contact", { intent: "feedback-send", subject: "Hello", message: "Hi", email: text }));
      check(problems, what, await send("/page/contact", { intent: "feedback-send", subject: "Hello", message: "Hi", email: newEmail(), website_url: text }));
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(naughtyStrings.length / 2);
  });

  it("newsletter: the address, the consent box and the honeypot", { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (const text of naughtyStrings) {
      await clearLimits();
      const what = JSON.stringify(text);
      check(problems, what, await send("/newsletter", { intent: "newsletter-subscribe", email: text, consent: "on" }));
      check(problems, what, await send("/newsletter", { intent: "newsletter-subscribe", email: newEmail(), consent: text }));
      check(problems, what, await send("/newsletter/confirm", { intent: "newsletter-confirm", token: text }));
      check(problems, what, await send("/newsletter/unsubscribe", { intent: "newsletter-unsubscribe", token: text }));
    }
    expect(problems).toEqual([]);
  });

  it("quotes: content, quantity, contact and the quoted slug", { timeout: 300_000 }, async () => {
    const { product } = await makeSellable(backend.db);
    const problems: string[] = [];
    let sent = 0;
    for (const text of naughtyStrings) {
      await clearLimits();
      const what = JSON.stringify(text);
      const base = { intent: "inquiry-send", slug: product.slug, content: "12, please", name: "Ada", email: newEmail() };
      const texts = await send(`/inquiry/${product.slug}`, { ...base, content: text, name: text });
      check(problems, what, texts);
      if (texts.reply?.done === "inquiries.sent") sent++;
      check(problems, what, await send(`/inquiry/${product.slug}`, { ...base, quantity: text, phone: text }));
      check(problems, what, await send(`/inquiry/${product.slug}`, { ...base, slug: text, email: text }));
      // A kept photo the form carries back: anything but `id:/uploads/…` is dropped; a forged id is refused.
      check(problems, what, await send(`/inquiry/${product.slug}`, { ...base, kept: text }));
      check(problems, what, await send(`/inquiry/${product.slug}`, { ...base, kept: `1:/uploads/${text}` }));
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(naughtyStrings.length / 2);
  });

  it("quotes: a kept photo that is not the sender's own upload is refused in words, nothing sent", async () => {
    await clearLimits();
    const { product } = await makeSellable(backend.db);
    const email = newEmail();
    const answer = await send(`/inquiry/${product.slug}`, {
      intent: "inquiry-send", slug: product.slug, content: "12, please", name: "Ada", email, kept: "999999:/uploads/attachments/x.webp",
    });
    expect(answer.status).toBe(400);
    expect(answer.reply?.result?.error?.photos).toEqual(["attachments.errors.invalid"]);
    expect((answer.reply as { kept?: unknown[] } | null)?.kept).toBeUndefined();
    const stored = await backend.db.selectFrom("inquiry").select("id").where("contact_email", "=", email).execute();
    expect(stored).toHaveLength(0);
  });

  it("wishlists: list names, ids and the picker's fields", { timeout: 300_000 }, async () => {
    const customer = await makeCustomer(backend.db);
    const { product } = await makeSellable(backend.db);
    const problems: string[] = [];
    let named = 0;
    for (const text of naughtyStrings) {
      const what = JSON.stringify(text);
      const created = await send("/user/wishlist", { intent: "wishlist-create", name: text }, customer.token);
      check(problems, what, created);
      if (created.status === 302) named++;
      check(problems, what, await send("/user/wishlist", { intent: "wishlist-add", productId: String(product.id), newName: text }, customer.token));
      check(problems, what, await send("/user/wishlist", { intent: "wishlist-rename", id: text, name: text }, customer.token));
      check(problems, what, await send("/user/wishlist", { intent: "wishlist-to-cart", itemId: text }, customer.token));
      // Lists made above go again, so the 20-list limit does not end the test.
      await backend.db.deleteFrom("wishlist_item").execute();
      await backend.db.deleteFrom("wishlist").where("customer_id", "=", customer.id).execute();
    }
    expect(problems).toEqual([]);
    expect(named).toBeGreaterThan(naughtyStrings.length / 2);
  });
});
