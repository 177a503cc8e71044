import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paged } from "#contract/catalog.ts";
import { ReturnMessages, type ReturnRequest, type ReturnSummary } from "#contract/returns.ts";
import { shopContext } from "#app/services/context.server.ts";
import { ShopClient } from "#app/services/shop.server.ts";
import { newIp, post } from "#tests/fixtures/customers.ts";
import { disguisedFiles, photo, pixelBomb } from "#tests/fixtures/images.ts";
import { isMessageKey, naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeOutbox, seedShipping, type Outbox } from "#tests/fixtures/orders.ts";
import { adminReturn, deliveredOrder, returnAddress, returnIdOf, type DeliveredOrder } from "#tests/fixtures/returns.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { runBlockAction } from "../dispatch.server.ts";
import { PhotoMessages } from "./schema.ts";

// The after-sales forms through the storefront's action and the real backend (in memory): the apply
// form's multipart post (photos uploaded by the action), what the backend refuses shown beside the
// field it concerns, and every naughty string answered in words or stored as sent — never a 5xx.

let backend: TestBackend;
let outbox: Outbox;
beforeAll(async () => {
  // The after-sales emails go out after each answer: into a folder of their own, removed last.
  outbox = await makeOutbox();
  backend = await createTestBackend({ outboxDir: outbox.dir });
  await seedShipping(backend.db);
});
afterAll(async () => {
  await backend.close();
  await outbox.remove();
});

type Outcome = { status: number; location: string | null; data: Reply | null };
type Reply = { intent: string; result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }; kept?: Array<{ id: number; url: string }> };

/** A guest with the order's signed link, posting to `path` through the route action. */
function shopper(delivered: DeliveredOrder, path: string) {
  const visitorId = delivered.viewer.headers["x-visitor-id"] ?? null;
  const url = new URL(`http://shop.test${path}?access=${delivered.viewer.access}`);
  const client = new ShopClient(async (request) => backend.app.fetch(request), "http://backend.test", {
    lang: "en",
    currency: "USD",
    token: null,
    visitorId,
    userAgent: "vitest",
    referer: "",
    url,
    clientIp: newIp(),
  });
  const context = new RouterContextProvider();
  context.set(shopContext, client);
  return async (fields: Array<[string, string | File]>): Promise<Outcome> => {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    try {
      const result = (await runBlockAction(new Request(url, { method: "POST", body }), context)) as Response | { init?: { status?: number }; data?: unknown };
      if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), data: null };
      return { status: result.init?.status ?? 200, location: null, data: result.data as Reply };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), data: null };
      const status = (thrown as { init?: { status?: number } }).init?.status ?? 500;
      return { status, location: null, data: null };
    }
  };
}

function applyFields(delivered: DeliveredOrder, overrides: Record<string, string> = {}, files: File[] = []): Array<[string, string | File]> {
  const fields: Record<string, string> = {
    intent: "return-apply",
    idempotencyKey: randomUUID(),
    orderNumber: delivered.order.number,
    access: delivered.viewer.access!,
    applyType: "return-refund",
    reason: "damaged",
    description: "Cracked on arrival.",
    "lines[0].lineId": String(delivered.order.lines[0]!.id),
    "lines[0].selected": "on",
    "lines[0].quantity": "1",
    ...overrides,
  };
  return [...Object.entries(fields), ...files.map((file) => ["photos", file] as [string, File])];
}

const png = async () => new File([new Uint8Array(await photo("png", 40, 30))], "crack.png", { type: "image/png" });

async function requestsOf(delivered: DeliveredOrder): Promise<ReturnSummary[]> {
  const list = await post<Paged<ReturnSummary>>(
    backend.app,
    "/api/web/return/list",
    { orderNumber: delivered.order.number, access: delivered.viewer.access, pageSize: 50 },
    delivered.viewer.headers,
  );
  return list.data.items;
}

async function detail(delivered: DeliveredOrder, number: string): Promise<ReturnRequest> {
  return (await post<ReturnRequest>(backend.app, "/api/web/return/detail", { number, access: delivered.viewer.access }, delivered.viewer.headers)).data;
}

/** Every message of a refused form is a translation key. */
function keysOnly(reply: Reply | null): boolean {
  const messages = Object.values(reply?.result?.error ?? {}).flatMap((list) => list ?? []);
  return messages.length > 0 && messages.every(isMessageKey);
}

const shop = () => ({ app: backend.app, db: backend.db });

describe("the apply form's action", () => {
  it("uploads the photos, asks for the request and shows it; the same form again is the same request", async () => {
    const delivered = await deliveredOrder(shop(), { guest: true, lines: [{ price: 2500, quantity: 2 }] });
    const send = shopper(delivered, `/user/order/${delivered.order.number}/return`);
    const fields = applyFields(delivered, {}, [await png()]);
    const first = await send(fields);
    expect(first.status).toBe(302);
    expect(first.location).toMatch(new RegExp(`^/user/return/R\\d{16}\\?access=${delivered.viewer.access}$`));
    const number = /R\d{16}/.exec(first.location!)![0];
    const request = await detail(delivered, number);
    expect(request).toMatchObject({ applyType: "return-refund", reason: "damaged", description: "Cracked on arrival.", stage: "requested" });
    expect(request.attachments).toHaveLength(1);
    expect(request.lines).toMatchObject([{ lineId: delivered.order.lines[0]!.id, quantity: 1 }]);
    expect((await send(fields)).location).toBe(first.location);
    expect(await requestsOf(delivered)).toHaveLength(1);
  });

  it("shows what the backend refuses beside its field, keeps the uploaded photos, and writes nothing", async () => {
    const delivered = await deliveredOrder(shop(), { guest: true, lines: [{ price: 2500, quantity: 2 }] });
    const send = shopper(delivered, `/user/order/${delivered.order.number}/return`);

    // More than was bought: the line's quantity; the photo that went up stays with the form.
    const tooMany = await send(applyFields(delivered, { "lines[0].quantity": "3" }, [await png()]));
    expect(tooMany.status).toBe(409);
    expect(tooMany.data?.result?.error?.["lines[0].quantity"]).toEqual([ReturnMessages.quantity]);
    expect(tooMany.data?.kept).toEqual([{ id: expect.any(Number), url: expect.stringMatching(/^\/uploads\//) }]);
    expect(tooMany.data?.result?.initialValue?.description).toBe("Cracked on arrival.");

    // A quantity of 0, nothing ticked, "other" without a description: refused before the backend.
    const zero = await send(applyFields(delivered, { "lines[0].quantity": "0", reason: "other", description: "" }));
    expect(zero.status).toBe(400);
    expect(zero.data?.result?.error?.["lines[0].quantity"]).toEqual([ReturnMessages.quantity]);
    expect(zero.data?.result?.error?.description).toEqual([ReturnMessages.descriptionRequired]);
    const none = await send(applyFields(delivered, { "lines[0].selected": "" }));
    expect(none.data?.result?.error?.lines).toEqual(["validation.listEmpty"]);
    const long = await send(applyFields(delivered, { description: "x".repeat(501) }));
    expect(long.data?.result?.error?.description).toEqual(["validation.tooLong:500"]);

    // A photo id that is not this shopper's upload.
    const forged = await send([...applyFields(delivered), ["kept", "999999:/uploads/attachments/x.webp"]]);
    expect(forged.status).toBe(400);
    expect(forged.data?.result?.error?.photos).toEqual(["attachments.errors.invalid"]);

    // Disguised files and a decompression bomb: refused by their bytes, the form says which.
    for (const file of disguisedFiles()) {
      const disguised = await send(applyFields(delivered, {}, [new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type })]));
      expect(disguised.status, file.name).toBe(400);
      expect(disguised.data?.result?.error?.photos).toEqual([PhotoMessages.fileType]);
    }
    const bomb = await send(applyFields(delivered, {}, [new File([new Uint8Array(await pixelBomb())], "bomb.png", { type: "image/png" })]));
    expect(bomb.data?.result?.error?.photos).toEqual([PhotoMessages.imageInvalid]);
    const six = await send(applyFields(delivered, {}, await Promise.all(Array.from({ length: 6 }, png))));
    expect(six.data?.result?.error?.photos).toEqual(["attachments.errors.tooMany"]);

    // Another shopper (no token, another browser): not found.
    const stranger = shopper({ ...delivered, viewer: { headers: { "x-visitor-id": "visitor_0123456789abcdef0123" }, access: undefined } }, `/user/order/${delivered.order.number}/return`);
    const foreign = await stranger(applyFields(delivered, { access: "" }).filter(([name]) => name !== "access"));
    expect(foreign.status).toBe(404);
    expect(foreign.data?.result?.error?.[""]).toEqual(["order.errors.notFound"]);

    expect(await requestsOf(delivered)).toHaveLength(0);
  });

  it("a request on an order that is not delivered is refused in words", async () => {
    const delivered = await deliveredOrder(shop(), { guest: true, shipped: false });
    const send = shopper(delivered, `/user/order/${delivered.order.number}/return`);
    const answer = await send(applyFields(delivered));
    expect(answer.status).toBe(409);
    expect(answer.data?.result?.error?.[""]).toEqual([ReturnMessages.notDelivered]);
  });
});

describe("naughty strings through the after-sales forms", () => {
  /** What the browser's form sends for a text: valid Unicode, line breaks as CRLF. */
  const asSent = (text: string) => text.toWellFormed().replace(/\r(?!\n)|(?<!\r)\n/g, "\r\n");

  it("stores each as sent (trimmed) or answers translated messages, never a 5xx", async () => {
    const delivered = await deliveredOrder(shop(), { guest: true, lines: [{ price: 1000, quantity: 1 }] });
    const page = `/user/order/${delivered.order.number}/return`;
    const send = shopper(delivered, page);
    const problems: Array<{ field: string; text: string; status: number }> = [];
    let stored = 0;
    for (const text of naughtyStrings) {
      const answer = await send(applyFields(delivered, { reason: "other", description: text }));
      if (answer.status === 302) {
        const number = /R\d{16}/.exec(answer.location ?? "")![0];
        const request = await detail(delivered, number);
        if (request.description !== asSent(text).replaceAll("\u0000", "").trim()) problems.push({ field: "description", text, status: 302 });
        stored++;
        // Withdrawn through its own page's form, so the unit is free for the next string.
        const cancelled = await shopper(delivered, `/user/return/${number}`)([["intent", "return-cancel"], ["number", number], ["access", delivered.viewer.access!]]);
        if (cancelled.status !== 302) problems.push({ field: "cancel", text, status: cancelled.status });
      } else if (answer.status >= 500 || !keysOnly(answer.data)) {
        problems.push({ field: "description", text, status: answer.status });
      }
    }
    expect(stored).toBeGreaterThan(naughtyStrings.length * 0.9);

    // The parcel back: both text fields, correctable until it arrives.
    const answer = await send(applyFields(delivered));
    const number = /R\d{16}/.exec(answer.location ?? "")![0];
    await adminReturn(backend.app, await returnIdOf(backend.db, number), "approve", { address: returnAddress });
    const logistics = shopper(delivered, `/user/return/${number}`);
    const today = new Date().toISOString().slice(0, 10);
    for (const text of naughtyStrings) {
      const sent = await logistics([
        ["intent", "return-logistics"],
        ["number", number],
        ["access", delivered.viewer.access!],
        ["logisticsCompany", text],
        ["trackingNumber", text],
        ["deliveryTime", today],
      ]);
      if (sent.status === 302) {
        if ((await detail(delivered, number)).logistics?.trackingNumber !== asSent(text).replaceAll("\u0000", "").trim()) problems.push({ field: "logistics", text, status: 302 });
      } else if (sent.status >= 500 || !keysOnly(sent.data)) {
        problems.push({ field: "logistics", text, status: sent.status });
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
