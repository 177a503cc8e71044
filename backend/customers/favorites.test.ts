import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "#contract/catalog.ts";
import type { VisitorData } from "#contract/visitor.ts";
import { makeProduct } from "#tests/fixtures/catalog.ts";
import { auth, newIp, newVisitorId, PASSWORD, post, signIn, signUpAndVerify } from "#tests/fixtures/customers.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { startSmtpSink, type SmtpSink } from "#tests/setup/smtp-sink.ts";

let backend: TestBackend;
let sink: SmtpSink;
let lamp: { id: number };
let chair: { id: number };
let hidden: { id: number };

beforeAll(async () => {
  sink = await startSmtpSink();
  backend = await createTestBackend({ smtpUrl: sink.url });
  lamp = await makeProduct(backend.db, {
    slug: "lamp",
    name: "Lamp",
    i18n: { de: { name: "Lampe" } },
    skus: [{ price: 1000 }],
  });
  chair = await makeProduct(backend.db, { slug: "chair", name: "Chair", skus: [{ price: 5000 }] });
  hidden = await makeProduct(backend.db, { slug: "secret", hidden: true, skus: [{ price: 1 }] });
});

afterAll(async () => {
  await backend.close();
  await sink.close();
});

const favorite = (action: "add" | "cancel", productId: number, headers: Record<string, string>) =>
  post<{ favorited: boolean }>(backend.app, `/api/web/favorite/${action}`, { types: "product", productId }, headers);
const wishList = async (headers: Record<string, string>) =>
  (await post<VisitorData>(backend.app, "/api/web/visitor/data", {}, headers)).data.wishList.productIds;

describe("favourites", () => {
  it("lets a guest favourite, lists in the language and currency, and cancels", async () => {
    const guest = { "x-visitor-id": newVisitorId() };
    expect((await favorite("add", lamp.id, guest)).data).toEqual({ favorited: true });
    expect((await favorite("add", lamp.id, guest)).data).toEqual({ favorited: true });
    await favorite("add", chair.id, guest);
    expect((await wishList(guest)).sort()).toEqual([lamp.id, chair.id].sort());
    const list = await post<ProductSummary[]>(backend.app, "/api/web/favorite/list?lang=de&currency=USD", {}, guest);
    expect(list.data.map((p) => p.name)).toEqual(["Chair", "Lampe"]);
    expect((await favorite("cancel", chair.id, guest)).data).toEqual({ favorited: false });
    expect(await wishList(guest)).toEqual([lamp.id]);
    expect(await wishList({ "x-visitor-id": newVisitorId() })).toEqual([]);
  });

  it("gives the hearts' ids newest first, without a product hidden since", async () => {
    const guest = { "x-visitor-id": newVisitorId() };
    const vase = await makeProduct(backend.db, { slug: "vase", name: "Vase", skus: [{ price: 700 }] });
    await favorite("add", chair.id, guest);
    await favorite("add", vase.id, guest);
    await favorite("add", lamp.id, guest);
    expect(await wishList(guest)).toEqual([lamp.id, vase.id, chair.id]);
    await backend.db.updateTable("product").set({ hidden: 1 }).where("id", "=", vase.id).execute();
    expect(await wishList(guest)).toEqual([lamp.id, chair.id]);
    const list = await post<ProductSummary[]>(backend.app, "/api/web/favorite/list", {}, guest);
    expect(list.data.map((p) => p.id)).toEqual([lamp.id, chair.id]);
  });

  it("refuses unknown or hidden products, bad payloads and callers without an identity", async () => {
    const guest = { "x-visitor-id": newVisitorId() };
    expect(await favorite("add", 999_999, guest)).toMatchObject({ status: 404 });
    expect(await favorite("add", hidden.id, guest)).toMatchObject({ status: 404 });
    expect(await favorite("add", lamp.id, {})).toMatchObject({ status: 400, msg: "errors.visitor" });
    expect(await favorite("add", lamp.id, { "x-visitor-id": "<script>" })).toMatchObject({ status: 400 });
    expect(
      await post(backend.app, "/api/web/favorite/add", { types: "article", productId: lamp.id }, guest),
    ).toMatchObject({ status: 400 });
    expect(
      await post(backend.app, "/api/web/favorite/add", { types: "product", productId: lamp.id, x: 1 }, guest),
    ).toMatchObject({ status: 400 });
  });

  it("merges the guest's favourites into the account at sign-in", async () => {
    const shopper = await signUpAndVerify(backend.app, sink);
    await favorite("add", chair.id, auth(shopper.token));
    const visitorId = newVisitorId();
    await favorite("add", lamp.id, { "x-visitor-id": visitorId });
    await favorite("add", chair.id, { "x-visitor-id": visitorId });

    const res = await signIn(
      backend.app,
      { account: shopper.account, password: PASSWORD },
      {
        "x-client-ip": newIp(),
        "x-visitor-id": visitorId,
      },
    );
    const token = (res.data as { token: string }).token;
    expect((await wishList(auth(token))).sort()).toEqual([lamp.id, chair.id].sort());
    // The signed-in wish list wins over the visitor id; the guest's own rows moved to the account.
    expect((await wishList({ ...auth(token), "x-visitor-id": visitorId })).sort()).toEqual([lamp.id, chair.id].sort());
    expect(await wishList({ "x-visitor-id": visitorId })).toEqual([]);
  });

  it("merges at sign-up verification too", async () => {
    const visitorId = newVisitorId();
    await favorite("add", lamp.id, { "x-visitor-id": visitorId });
    const shopper = await signUpAndVerify(backend.app, sink, { headers: { "x-visitor-id": visitorId } });
    expect(await wishList(auth(shopper.token))).toEqual([lamp.id]);
  });
});
