import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyReview } from "#contract/reviews.ts";
import { setModeration } from "#tests/fixtures/community.ts";
import { newVisitorId, post } from "#tests/fixtures/customers.ts";
import { disguisedFiles, photo } from "#tests/fixtures/images.ts";
import { isMessageKey, naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCustomer, makeSellable } from "#tests/fixtures/orders.ts";
import { storefront } from "#tests/fixtures/storefront.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import type { HelpfulReply, ReviewReply } from "./actions.server.ts";

// The reviews block's forms through the product page's action, against a real backend in-process.

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const png = async (name = "photo.png") => new File([new Uint8Array(await photo("png", 64, 48))], name, { type: "image/png" });

async function customerOnProduct() {
  const { product } = await makeSellable(backend.db);
  const customer = await makeCustomer(backend.db);
  const page = storefront(backend.app, `/product/${product.slug}`, { token: customer.token });
  const mine = async () => (await post<MyReview>(backend.app, "/api/web/review/mine", { productId: product.id }, customer.headers)).data;
  return { product, customer, page, mine };
}

const fields = (productId: number, extra: Record<string, string | number | File | File[]> = {}) => ({
  intent: "review-save",
  productId,
  rating: "4",
  title: "Warm and light",
  body: "Wore it on a three-day hike.\nStill fresh.",
  ...extra,
});

describe("review-save", () => {
  it("uploads the photos, then writes the review, which waits for the shop", async () => {
    const { product, page, mine } = await customerOnProduct();
    const answer = await page.post(fields(product.id, { photoFiles: [await png(), await png("b.png")] }));
    expect(answer).toMatchObject({ status: 200, data: { intent: "review-save", done: "reviews.saved.pending" } });
    const { review } = await mine();
    expect(review).toMatchObject({ rating: 4, title: "Warm and light", status: "pending" });
    expect(review!.photos).toHaveLength(2);
  });

  it("edits the review: keeps the photos not removed and adds new ones", async () => {
    const { product, page, mine } = await customerOnProduct();
    await page.post(fields(product.id, { photoFiles: [await png(), await png()] }));
    const [first, second] = (await mine()).review!.photos;
    const { productId: _, ...edit } = fields(product.id);
    const answer = await page.post({ ...edit, id: (await mine()).review!.id, rating: "2", photos: [first!.id, second!.id], removePhotos: String(first!.id), photoFiles: await png() });
    expect(answer.status).toBe(200);
    const { review } = await mine();
    expect(review!.rating).toBe(2);
    expect(review!.photos.map((p) => p.id)).toContain(second!.id);
    expect(review!.photos.map((p) => p.id)).not.toContain(first!.id);
    expect(review!.photos).toHaveLength(2);
  });

  it("answers field errors with what was typed, without calling the backend", async () => {
    const { product, page, mine } = await customerOnProduct();
    const answer = await page.post<ReviewReply>(fields(product.id, { rating: "6", title: "" }));
    expect(answer.status).toBe(400);
    expect(answer.data!.result!.error).toMatchObject({ rating: ["reviews.errors.rating"], title: ["validation.required"] });
    // A browser's form data carries line breaks as CRLF; the text comes back as the box holds it.
    expect(answer.data!.result!.initialValue).toMatchObject({ body: "Wore it on a three-day hike.\nStill fresh." });
    expect((await mine()).review).toBeNull();
  });

  it("keeps the chosen photos when a field is wrong: uploaded, answered as kept, and taken by the next post", async () => {
    const { product, page, mine } = await customerOnProduct();
    const refusedTry = await page.post<ReviewReply>(fields(product.id, { title: "", photoFiles: [await png(), await png("b.png")] }));
    expect(refusedTry.status).toBe(400);
    expect(refusedTry.data!.result!.error).toMatchObject({ title: ["validation.required"] });
    const uploaded = refusedTry.data!.photos!.uploaded;
    expect(uploaded).toHaveLength(2);
    const answer = await page.post({ ...fields(product.id), photos: uploaded.map((p) => p.id) });
    expect(answer.status).toBe(200);
    expect((await mine()).review!.photos.map((p) => p.id).sort()).toEqual(uploaded.map((p) => p.id).sort());
  });

  it("refuses a filled honeypot with a message and keeps the text", async () => {
    const { product, page, mine } = await customerOnProduct();
    const answer = await page.post<ReviewReply>(fields(product.id, { website_url: "https://spam.example" }));
    expect(answer.status).toBe(400);
    expect(answer.data!.result!.error).toMatchObject({ "": ["community.errors.honeypot"] });
    expect(answer.data!.result!.initialValue).toMatchObject({ title: "Warm and light" });
    expect((await mine()).review).toBeNull();
  });

  it("refuses disguised uploads and too many photos with a translated message, never a 5xx", async () => {
    const { product, page, mine } = await customerOnProduct();
    for (const file of disguisedFiles()) {
      const answer = await page.post<ReviewReply>(fields(product.id, { photoFiles: new File([file.bytes], file.name, { type: file.type }) }));
      expect(answer.status, file.name).toBe(400);
      expect(answer.data!.result!.error!.photos![0]).toMatch(/^(community\.errors\.photoType|errors\.imageInvalid)$/);
    }
    const six = await Promise.all(Array.from({ length: 6 }, () => png()));
    const many = await page.post<ReviewReply>(fields(product.id, { photoFiles: six }));
    expect(many.status).toBe(400);
    expect(many.data!.result!.error).toMatchObject({ photos: ["attachments.errors.tooMany"] });
    expect((await mine()).review).toBeNull();
  });

  it("answers a second review of the same product with the duplicate message, and the same one again (a reload) as sent", async () => {
    const { product, page, mine } = await customerOnProduct();
    expect((await page.post(fields(product.id))).status).toBe(200);
    const reload = await page.post<ReviewReply>(fields(product.id));
    expect(reload.status).toBe(200);
    expect(reload.data!.done).toBeTruthy();
    expect((await mine()).review).toMatchObject({ title: "Warm and light" });
    const again = await page.post<ReviewReply>(fields(product.id, { rating: "2" }));
    expect(again.status).toBe(409);
    expect(again.data!.result!.error).toMatchObject({ "": ["reviews.errors.duplicate"] });
  });

  it("sends a guest to sign in and back", async () => {
    const { product } = await makeSellable(backend.db);
    const guest = storefront(backend.app, `/de/product/${product.slug}?reviews_sort=helpful`, { visitorId: newVisitorId(), lang: "de" });
    const answer = await guest.post(fields(product.id));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/de/auth/signin?redirect=${encodeURIComponent(`/de/product/${product.slug}?reviews_sort=helpful`)}`);
  });

  it("takes the naughty strings through title and text: saved as typed or refused with a message", { timeout: 180_000 }, async () => {
    const { product, page, mine } = await customerOnProduct();
    await page.post(fields(product.id));
    const id = (await mine()).review!.id;
    const wrong: string[] = [];
    for (const text of naughtyStrings) {
      await backend.db.deleteFrom("rate_limit_hit").execute();
      const answer = await page.post<ReviewReply>({ intent: "review-save", id, rating: "3", title: text, body: text });
      if (answer.status >= 500 || ![200, 400].includes(answer.status)) wrong.push(`${answer.status} ${JSON.stringify(text)}`);
      const errors = Object.values(answer.data?.result?.error ?? {}).flat();
      if (answer.status === 400 && !errors.every(isMessageKey)) wrong.push(`message ${JSON.stringify(errors)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("review-helpful and review-delete", () => {
  it("counts a storm of votes from one visitor once, and refuses a vote for one's own review", async () => {
    const { product, page, mine } = await customerOnProduct();
    await setModeration(backend.app, { reviews: { autoPublish: true } });
    await page.post(fields(product.id));
    await setModeration(backend.app, { reviews: { autoPublish: false } });
    const id = (await mine()).review!.id;
    const visitor = storefront(backend.app, `/product/${product.slug}`, { visitorId: newVisitorId() });
    const votes = await Promise.all(Array.from({ length: 12 }, () => visitor.post<HelpfulReply>({ intent: "review-helpful", id })));
    expect(votes.map((v) => v.status)).toEqual(votes.map(() => 200));
    expect(votes.map((v) => v.data!.vote!.helpful)).toEqual(votes.map(() => 1));
    const own = await page.post<HelpfulReply>({ intent: "review-helpful", id });
    expect(own).toMatchObject({ status: 400, data: { error: "reviews.errors.ownVote" } });
    const unknown = await visitor.post<HelpfulReply>({ intent: "review-helpful", id: "not a number" });
    expect(unknown).toMatchObject({ status: 400, data: { error: "reviews.errors.notFound" } });
  });

  it("deletes one's own review; another's is not found", async () => {
    const { product, page, mine } = await customerOnProduct();
    await page.post(fields(product.id));
    const id = (await mine()).review!.id;
    const stranger = storefront(backend.app, `/product/${product.slug}`, { token: (await makeCustomer(backend.db)).token });
    expect((await stranger.post({ intent: "review-delete", id })).status).toBe(404);
    // Done, it redirects to the page it came from, marked, so a reload does not post it again.
    expect(await page.post({ intent: "review-delete", id })).toEqual({ status: 303, location: `/product/${product.slug}?review=deleted#own-review` });
    expect((await mine()).review).toBeNull();
  });
});
