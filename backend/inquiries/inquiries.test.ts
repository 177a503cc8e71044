import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AttachmentMessages } from "#contract/attachment.ts";
import type { Paged } from "#contract/catalog.ts";
import { InquiryMessages, type AdminInquiry, type Inquiry, type InquiryPage } from "#contract/inquiry.ts";
import { CommunityMessages } from "#contract/moderation.ts";
import { newEmail, newIp, newVisitorId, post } from "#tests/fixtures/customers.ts";
import { makeImage, makeProduct, makeTemplate } from "#tests/fixtures/catalog.ts";
import { mailCount, mailTo, settle, stranger } from "#tests/fixtures/engagement.ts";
import { photo, uploadAttachment } from "#tests/fixtures/images.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { adminHeaders, createTestBackend, warmPool, type TestBackend } from "#tests/setup/backend.ts";
import { startSmtpSink, type SmtpSink } from "#tests/setup/smtp-sink.ts";

let backend: TestBackend;
let sink: SmtpSink;
let product: { id: number; slug: string };
beforeAll(async () => {
  sink = await startSmtpSink();
  backend = await createTestBackend({ smtpUrl: sink.url, publicUrl: "https://shop.test" });
  product = await makeProduct(backend.db, { name: "Canvas Tent", i18n: { ja: { name: "キャンバステント" } } });
  await makeTemplate(backend.db, {
    type: "inquiry",
    slug: "wholesale",
    body: '<shop-block name="inquiry"></shop-block>',
  });
});
afterAll(async () => {
  await backend.close();
  await sink.close();
});

type Sent = Inquiry & { fields?: Record<string, string[]> };
const request = (overrides: Record<string, unknown> = {}) => ({
  slug: product.slug,
  content: "Forty tents for a scout camp in June.",
  quantity: 40,
  name: "Ada Lovelace",
  email: newEmail(),
  ...overrides,
});
const create = (body: unknown, headers: Record<string, string> = stranger(), lang = "en") =>
  post<Sent>(backend.app, `/api/web/inquiry/create?lang=${lang}`, body, headers);
const page = async <T>(path: string) => {
  const res = await backend.app.request(`${path}?request=route`);
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: { data: T } }) };
};
const admin = async <T>(path: string, method = "GET", body?: unknown) => {
  const res = await backend.app.request(`/api/admin/inquiries${path}`, {
    method,
    headers: { ...adminHeaders, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: T }) };
};
const inquiryCount = async () =>
  Number(
    (
      await backend.db
        .selectFrom("inquiry")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const upload = async (headers: Record<string, string>) =>
  (await uploadAttachment(backend.app, headers, { bytes: await photo("jpeg", 120, 90), type: "image/jpeg" })).data.id;

describe("quote targets", () => {
  it("inquiry/{slug} is a product, a merchant's free-form quote page, or a real 404", async () => {
    expect((await page<InquiryPage>(`/inquiry/${product.slug}`)).data.data).toMatchObject({
      slug: product.slug,
      kind: "product",
      product: { id: product.id, name: "Canvas Tent" },
    });
    expect((await page<InquiryPage>("/inquiry/wholesale")).data.data).toEqual({
      slug: "wholesale",
      kind: "free-form",
      product: null,
      sku: null,
    });
    expect(await page("/inquiry/no-such-thing")).toMatchObject({ status: 404, code: 40, msg: "errors.notFound" });
    const hidden = await makeProduct(backend.db, { hidden: true });
    expect((await page(`/inquiry/${hidden.slug}`)).status).toBe(404);

    const before = await inquiryCount();
    for (const slug of ["no-such-thing", hidden.slug]) {
      expect(await create(request({ slug }))).toMatchObject({ status: 404, msg: InquiryMessages.unknownTarget });
    }
    expect((await create(request({ slug: "../etc/passwd" }))).data.fields).toEqual({
      slug: [InquiryMessages.unknownTarget],
    });
    expect(await inquiryCount()).toBe(before);

    const freeForm = await create(request({ slug: "wholesale", quantity: undefined }));
    expect(freeForm.data).toMatchObject({
      kind: "free-form",
      slug: "wholesale",
      productName: "",
      product: null,
      quantity: 1,
    });
    const general = await create(request({ slug: undefined }));
    expect(general.data).toMatchObject({ kind: "free-form", slug: "", product: null });
  });
});

describe("a quote request with photos", () => {
  it("a guest sends two photos; the merchant lists, replies in the guest's language, and closes", async () => {
    const guest = stranger();
    const photos = [await upload(guest), await upload(guest)];
    const input = request({
      attachments: photos,
      phone: "+4915112345678",
      content: "Wie viel kosten 40 Zelte?\n<b>bitte</b>",
    });
    const sent = await create(input, guest, "ja");
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({
      kind: "product",
      slug: product.slug,
      productName: "キャンバステント",
      product: { id: product.id },
      content: "Wie viel kosten 40 Zelte?\n<b>bitte</b>",
      quantity: 40,
      contact: { name: "Ada Lovelace", email: input.email, phone: "+4915112345678" },
      status: "open",
      reply: null,
    });
    expect(sent.data.images.map((i) => i.id)).toEqual(photos);
    expect(sent.data.images[0]!.image.url).toMatch(/^\/uploads\/attachments\//);

    const list = await admin<Paged<AdminInquiry>>(`?status=open&q=${encodeURIComponent(input.email)}`);
    expect(list.data.items).toHaveLength(1);
    const id = sent.data.id;
    expect(list.data.items[0]).toMatchObject({
      id,
      lang: "ja",
      customerId: null,
      ownerKey: `v:${guest["x-visitor-id"]}`,
      ip: guest["x-client-ip"],
    });
    expect(list.data.items[0]!.images).toHaveLength(2);

    const replied = await admin<AdminInquiry>(`/${id}/reply`, "POST", {
      reply: "40 tents: $3,800.\nDelivery in 2 weeks.",
    });
    expect(replied.data).toMatchObject({
      status: "replied",
      reply: "40 tents: $3,800.\nDelivery in 2 weeks.",
      repliedAt: expect.any(String),
    });
    const email = await mailTo(sink, input.email, /ご回答/);
    expect(email.subject).toBe(`Test Shop：お見積もり依頼（番号 ${id}）へのご回答`);
    expect(email.text).toContain("40 tents: $3,800.\nDelivery in 2 weeks.");
    expect(email.text).toContain("商品：キャンバステント");
    expect(email.text).not.toContain("/user/inquiry");
    expect(email.html).toContain("40 tents: $3,800.<br>Delivery in 2 weeks.");

    // A revised quote: the latest is the reply, and the first stays on record.
    const revised = await admin<AdminInquiry>(`/${id}/reply`, "POST", { reply: "Correction: 40 tents, $3,600." });
    expect(revised.data.reply).toBe("Correction: 40 tents, $3,600.");
    expect(revised.data.replies.map((r) => r.text)).toEqual(["40 tents: $3,800.\nDelivery in 2 weeks.", "Correction: 40 tents, $3,600."]);
    expect(revised.data.replies.every((r) => typeof r.at === "string")).toBe(true);

    expect((await admin<AdminInquiry>(`/${id}/close`, "POST", {})).data).toMatchObject({
      status: "closed",
      closedAt: expect.any(String),
    });
    expect(await admin(`/${id}/reply`, "POST", { reply: "Too late" })).toMatchObject({
      status: 409,
      msg: InquiryMessages.closed,
    });
    // A refused reply leaves no trace.
    expect((await admin<AdminInquiry>(`/${id}`)).data.replies).toHaveLength(2);
    expect(await admin(`/${id}/close`, "POST", {})).toMatchObject({ status: 409, msg: InquiryMessages.closed });
    expect(
      (await admin<Paged<AdminInquiry>>(`?status=closed&q=${encodeURIComponent(input.email)}`)).data.items,
    ).toHaveLength(1);
    expect((await admin(`/99999999/reply`, "POST", { reply: "x" })).status).toBe(404);
    expect((await admin(`/${id}/reply`, "POST", { reply: "  " })).status).toBe(400);
  });

  it("photos must be the sender's own uploads, at most five, each used once; a refusal leaves no request", async () => {
    const guest = stranger();
    const other = stranger();
    const mine = await upload(guest);
    const theirs = await upload(other);
    const before = await inquiryCount();
    expect((await create(request({ attachments: [mine, theirs] }), guest)).data.fields).toEqual({
      attachments: [AttachmentMessages.invalid],
    });
    expect((await create(request({ attachments: [1, 2, 3, 4, 5, 6] }), guest)).data.fields).toEqual({
      attachments: [AttachmentMessages.tooMany],
    });
    expect((await create(request({ attachments: [mine, mine] }), guest)).data.fields).toEqual({
      attachments: [AttachmentMessages.invalid],
    });
    expect(await inquiryCount()).toBe(before);
    expect((await create(request({ attachments: [mine] }), guest)).status).toBe(201);
    expect((await create(request({ attachments: [mine] }), guest)).data.fields).toEqual({
      attachments: [AttachmentMessages.invalid],
    });
  });

  it("deleting a request (spam) removes it and its photos' claims", async () => {
    const guest = stranger();
    const sent = await create(request({ attachments: [await upload(guest)] }), guest);
    expect((await admin(`/${sent.data.id}`, "DELETE")).status).toBe(200);
    expect((await admin(`/${sent.data.id}`)).status).toBe(404);
    expect(
      await backend.db.selectFrom("attachment").select("id").where("used_by", "=", `inquiry:${sent.data.id}`).execute(),
    ).toEqual([]);
  });
});

describe("the customer's quote requests", () => {
  it("lists their own with the merchant's reply; another customer's is a 404", async () => {
    const visitor = newVisitorId();
    const customer = await makeCustomer(backend.db);
    const owner = { ...customer.headers, "x-visitor-id": visitor, "x-client-ip": newIp() };
    const other = await makeCustomer(backend.db);
    const otherHeaders = { ...other.headers, "x-client-ip": newIp() };

    // Sent as a guest from this browser, then signed in: both are theirs.
    const asGuest = await create(request(), { "x-visitor-id": visitor, "x-client-ip": newIp() });
    const asCustomer = await create(request({ email: customer.email }), owner);
    const someoneElses = await create(request({ email: other.email }), otherHeaders);
    expect([asGuest.status, asCustomer.status, someoneElses.status]).toEqual([201, 201, 201]);

    await admin(`/${asCustomer.data.id}/reply`, "POST", { reply: "Yes, we can." });
    const reply = await mailTo(sink, customer.email, /reply to your quote request/);
    expect(reply.text).toContain("https://shop.test/user/inquiry");

    const mine = await post<Paged<Inquiry>>(backend.app, "/api/web/inquiry/list", {}, owner);
    expect(mine.data.items.map((i) => i.id)).toEqual([asCustomer.data.id, asGuest.data.id]);
    expect(mine.data.items[0]).toMatchObject({ status: "replied", reply: "Yes, we can." });
    const replied = await post<Paged<Inquiry>>(backend.app, "/api/web/inquiry/list", { status: "replied" }, owner);
    expect(replied.data.items.map((i) => i.id)).toEqual([asCustomer.data.id]);

    const detail = await post<Inquiry>(backend.app, "/api/web/inquiry/detail", { id: asCustomer.data.id }, owner);
    expect(detail.data).toMatchObject({ id: asCustomer.data.id, reply: "Yes, we can." });
    expect(await post(backend.app, "/api/web/inquiry/detail", { id: asCustomer.data.id }, otherHeaders)).toMatchObject({
      status: 404,
      msg: InquiryMessages.unknown,
    });
    expect(await post(backend.app, "/api/web/inquiry/detail", { id: someoneElses.data.id }, owner)).toMatchObject({
      status: 404,
    });
    const theirs = await post<Paged<Inquiry>>(backend.app, "/api/web/inquiry/list", {}, otherHeaders);
    expect(theirs.data.items.map((i) => i.id)).toEqual([someoneElses.data.id]);
    expect(theirs.data.items[0]!.reply).toBeNull();

    // Guests have no list; the user area asks them to sign in.
    expect(await post(backend.app, "/api/web/inquiry/list", {}, { "x-visitor-id": visitor })).toMatchObject({
      status: 401,
      code: 50,
    });
    expect(
      await post(backend.app, "/api/web/inquiry/detail", { id: asGuest.data.id }, { "x-visitor-id": visitor }),
    ).toMatchObject({
      status: 401,
    });
  });
});

describe("a quote request's phone", () => {
  it("is taken as people write it and kept as its digits", async () => {
    expect((await create(request({ phone: "+1 555 010-0200" }))).data).toMatchObject({ contact: { phone: "+15550100200" } });
    expect((await create(request({ phone: "+44 (20) 7946.0000" }))).data).toMatchObject({ contact: { phone: "+442079460000" } });
    expect((await create(request({ phone: "" }))).data).toMatchObject({ contact: { phone: "" } });
    // A number with a leading 0 (national) is not an international one: refused in words.
    expect((await create(request({ phone: "(030) 1234567" }))).data.fields).toEqual({ phone: ["validation.phoneNumber"] });
  });
});

describe("quote form safety", () => {
  it("refuses a filled honeypot and bad input; limits per IP and per shopper", async () => {
    const before = await inquiryCount();
    expect((await create(request({ website_url: "x" }))).data.fields).toEqual({
      website_url: [CommunityMessages.honeypot],
    });
    expect((await create(request({ content: " " }))).data.fields).toEqual({ content: [InquiryMessages.content] });
    expect((await create(request({ name: "" }))).data.fields).toEqual({ name: [InquiryMessages.name] });
    expect((await create(request({ quantity: 0 }))).data.fields).toEqual({ quantity: [InquiryMessages.quantity] });
    expect((await create(request({ quantity: 1.5 }))).data.fields).toEqual({ quantity: [InquiryMessages.quantity] });
    expect((await create(request({ phone: "call me" }))).data.fields).toEqual({ phone: ["validation.phoneNumber"] });
    expect((await create(request({ email: "" }))).data.fields).toEqual({ email: ["validation.emailRequired"] });
    expect((await create(request({ content: "x".repeat(5001) }))).data.fields).toEqual({
      content: ["validation.tooLong:5000"],
    });
    expect((await create(request({ status: "replied" }))).status).toBe(400);
    expect((await create(request(), { "x-client-ip": newIp() })).msg).toBe("errors.visitor");
    expect(await inquiryCount()).toBe(before);

    const ip = newIp();
    const perIp: number[] = [];
    for (let i = 0; i < 11; i++) perIp.push((await create(request(), stranger({ "x-client-ip": ip }))).status);
    expect(perIp.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(perIp[10]).toBe(429);
    const visitor = newVisitorId();
    const perVisitor: number[] = [];
    for (let i = 0; i < 6; i++)
      perVisitor.push((await create(request(), stranger({ "x-visitor-id": visitor }))).status);
    expect(perVisitor).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("takes the naughty strings in every text field: stored as sent or refused with a message, never a 5xx", { timeout: 120_000 }, async () => {
    type Outcome = { field: string; text: string; status: number; msg: string; stored: string | null };
    const outcomes: Outcome[] = [];
    for (const text of naughtyStrings) {
      for (const field of ["content", "name", "email", "phone", "slug"] as const) {
        const answer = await create(request({ [field]: text }));
        const stored =
          field === "content" ? answer.data.content : field === "name" ? answer.data.contact?.name : undefined;
        outcomes.push({ field, text, status: answer.status, msg: answer.msg, stored: stored ?? null });
      }
    }
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    const refusals = outcomes.filter((o) => o.status !== 201);
    expect(
      refusals.filter(
        (o) =>
          !(o.status === 400 && o.msg === "errors.validation") &&
          !(o.status === 404 && o.msg === InquiryMessages.unknownTarget),
      ),
    ).toEqual([]);
    const kept = outcomes.filter((o) => o.status === 201 && (o.field === "content" || o.field === "name"));
    expect(kept.filter((o) => o.stored !== o.text.trim())).toEqual([]);
    expect(kept.length).toBeGreaterThan(naughtyStrings.length);
  });
});

describe("the chosen variant", () => {
  let duffel: { id: number; slug: string };
  let other: { id: number; slug: string };
  beforeAll(async () => {
    const colour = {
      key: "colour",
      name: { en: "Colour", ja: "カラー" },
      values: [
        { key: "navy", label: { en: "Navy", ja: "ネイビー" } },
        { key: "olive", label: { en: "Olive", ja: "オリーブ" } },
      ],
    };
    duffel = await makeProduct(backend.db, {
      name: "Weekender <b>Duffel</b>",
      i18n: { ja: { name: "ウィークエンダー" } },
      options: [colour],
      skus: [
        { code: "DUFFEL-NAVY", price: 19800, options: { colour: "navy" } },
        { code: "DUFFEL-OLIVE", price: 20800, options: { colour: "olive" } },
      ],
    });
    other = await makeProduct(backend.db, { skus: [{ code: "OTHER-ONE", price: 1000 }] });
    // The olive variant has a picture of its own.
    const olive = await makeImage(backend.db);
    await backend.db.updateTable("sku").set({ image_id: olive.id }).where("code", "=", "DUFFEL-OLIVE").execute();
    oliveImage = olive.id;
  });
  let oliveImage: number;

  it("inquiry/{slug}/{sku} shows the variant the product page chose; another product's or an unknown one is a 404", async () => {
    const shown = await page<InquiryPage>(`/inquiry/${duffel.slug}/duffel-olive`);
    expect(shown.status).toBe(200);
    expect(shown.data.data).toMatchObject({
      slug: duffel.slug,
      kind: "product",
      product: { id: duffel.id },
      sku: { code: "DUFFEL-OLIVE", options: { Colour: "Olive" }, price: { amount: 20800 } },
    });
    expect(shown.data.data.sku!.image!.url).toBe(
      (await backend.db.selectFrom("image").select("path").where("id", "=", oliveImage).executeTakeFirstOrThrow()).path
        .replace(/^/, "/uploads/"),
    );
    expect((await page<InquiryPage>(`/inquiry/${duffel.slug}`)).data.data.sku).toBeNull();
    expect((await page<InquiryPage>(`/inquiry/${other.slug}/OTHER-ONE`)).data.data.sku).toMatchObject({ code: "OTHER-ONE" });
    for (const path of [`/inquiry/${duffel.slug}/OTHER-ONE`, `/inquiry/${duffel.slug}/NOPE`, "/inquiry/wholesale/DUFFEL-OLIVE"]) {
      expect(await page(path), path).toMatchObject({ status: 404, code: 40 });
    }
  });

  it("is validated, stored with the product's own code, and shown to the merchant", async () => {
    const sent = await create(request({ slug: duffel.slug, sku: "duffel-olive" }));
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ product: { id: duffel.id }, sku: { code: "DUFFEL-OLIVE", options: { Colour: "Olive" } } });
    const row = await backend.db.selectFrom("inquiry").select("sku_code").where("id", "=", sent.data.id).executeTakeFirstOrThrow();
    expect(row.sku_code).toBe("DUFFEL-OLIVE");

    const detail = await admin<AdminInquiry>(`/${sent.data.id}`);
    expect(detail.data).toMatchObject({ id: sent.data.id, sku: { code: "DUFFEL-OLIVE", options: { Colour: "Olive" } } });
    const list = await admin<Paged<AdminInquiry>>(`?q=${encodeURIComponent(sent.data.contact.email)}`);
    expect(list.data.items[0]).toMatchObject({ sku: { code: "DUFFEL-OLIVE" } });
    // The sender's confirmation and the merchant's reply name it too.
    const confirmation = await mailTo(sink, sent.data.contact.email, /we have received your quote request/);
    expect(confirmation.text).toContain("Variant: Colour: Olive (DUFFEL-OLIVE)");
    await admin(`/${sent.data.id}/reply`, "POST", { reply: "Olive: $190 each." });
    const reply = await mailTo(sink, sent.data.contact.email, /reply to your quote request/);
    expect(reply.text).toContain("Variant: Colour: Olive (DUFFEL-OLIVE)");

    // Without a variant (or an empty one, as a form may send), the product as a whole.
    for (const sku of [undefined, ""]) {
      const whole = await create(request({ slug: duffel.slug, sku }));
      expect(whole.status).toBe(201);
      expect(whole.data.sku).toBeNull();
    }
  });

  it("a SKU of another product, an unknown one, or one on a request about no product is refused: nothing stored, nothing sent, never a 5xx", async () => {
    const before = await inquiryCount();
    const refusals = [
      request({ slug: duffel.slug, sku: "OTHER-ONE" }),
      request({ slug: duffel.slug, sku: "NO-SUCH-SKU" }),
      request({ slug: duffel.slug, sku: "' OR 1=1 --" }),
      request({ slug: "wholesale", sku: "DUFFEL-OLIVE" }),
      request({ slug: undefined, sku: "DUFFEL-OLIVE" }),
    ];
    for (const body of refusals) {
      expect(await create(body), JSON.stringify(body)).toMatchObject({ status: 404, msg: InquiryMessages.unknownSku });
    }
    expect((await create(request({ slug: duffel.slug, sku: "X".repeat(101) }))).data.fields).toEqual({
      sku: [InquiryMessages.unknownSku],
    });
    expect((await create(request({ slug: duffel.slug, sku: 42 }))).status).toBe(400);
    expect(await inquiryCount()).toBe(before);
    await settle();
    for (const body of refusals) expect(mailCount(sink, body.email)).toBe(0);
  });
});

describe("the sender's confirmation", () => {
  it("arrives once, after the request is stored, in the page's language: number, product, variant, quantity, what comes next", async () => {
    const duffel = await makeProduct(backend.db, {
      name: "Weekender <b>Duffel</b>",
      i18n: { ja: { name: "ウィークエンダー <i>ダッフル</i>" } },
      options: [{ key: "colour", name: { en: "Colour", ja: "カラー" }, values: [{ key: "olive", label: { en: "Olive", ja: "オリーブ" } }] }],
      skus: [{ code: "CONFIRM-OLIVE", price: 20800, options: { colour: "olive" } }],
    });
    const input = request({
      slug: duffel.slug,
      sku: "CONFIRM-OLIVE",
      quantity: 1200,
      name: "<script>alert('name')</script>",
      content: "<img src=x onerror=alert(1)> 1200 bags, please",
    });
    const sent = await create(input, stranger(), "ja");
    expect(sent.status).toBe(201);
    const id = sent.data.id;
    const email = await mailTo(sink, input.email, /受け付けました/);
    expect(email.subject).toBe(`Test Shop：お見積もり依頼（番号 ${id}）を受け付けました`);
    expect(email.text).toContain(`番号 ${id} で受け付けました`);
    expect(email.text).toContain("商品：ウィークエンダー <i>ダッフル</i>");
    expect(email.text).toContain("バリエーション：カラー：オリーブ (CONFIRM-OLIVE)");
    expect(email.text).toContain("数量：1,200");
    expect(email.text).toContain("今後の流れ");
    // Merchant text is escaped; the sender's own text (request, name) is not quoted at all.
    expect(email.html).toContain("ウィークエンダー &#60;i&#62;ダッフル&#60;/i&#62;");
    expect(email.html).not.toContain("<i>");
    for (const typed of ["onerror", "alert", "1200 bags"]) {
      expect(email.text).not.toContain(typed);
      expect(email.html).not.toContain(typed);
    }
    // A guest has no account to follow it in.
    expect(email.text).not.toContain("/user/inquiry");
    await settle();
    expect(mailCount(sink, input.email)).toBe(1);
  });

  it("a repeat of the same request (a reload, a double tap) answers the first: one request, one email", async () => {
    const input = request();
    const headers = stranger();
    const before = await inquiryCount();
    await warmPool(backend);
    const [first, twin] = await Promise.all([create(input, headers), create(input, headers)]);
    const reload = await create(input, headers);
    expect(first.status).toBe(201);
    expect([twin.status, twin.data.id, reload.data.id]).toEqual([201, first.data.id, first.data.id]);
    await mailTo(sink, input.email, new RegExp(`${first.data.id}`));
    const more = await create({ ...input, quantity: 41 }, headers);
    const otherSender = await create(input, stranger());
    expect(new Set([first.data.id, more.data.id, otherSender.data.id]).size).toBe(3);
    expect(await inquiryCount()).toBe(before + 3);
    await settle();
    expect(mailCount(sink, input.email)).toBe(3);
  });

  it("does not count a repeat against the shopper's limit of five an hour", async () => {
    const headers = stranger();
    const input = request();
    const first = await create(input, headers);
    for (let i = 0; i < 6; i++) expect(await create(input, headers)).toMatchObject({ status: 201, data: { id: first.data.id } });
    const more = [];
    for (let i = 1; i < 6; i++) more.push((await create({ ...input, quantity: 40 + i }, headers)).status);
    expect([first.status, ...more]).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("a customer's confirmation links to their requests; a general request names no product; a refused one sends nothing", async () => {
    const customer = await makeCustomer(backend.db);
    const headers = { ...customer.headers, "x-client-ip": newIp() };
    const sent = await create(request({ email: customer.email, slug: undefined, quantity: 3 }), headers, "de");
    expect(sent.status).toBe(201);
    const email = await mailTo(sink, customer.email, /Angebotsanfrage Nr\. \d+ erhalten/);
    expect(email.subject).toBe(`Test Shop: Wir haben Ihre Angebotsanfrage Nr. ${sent.data.id} erhalten`);
    expect(email.text).toContain("Menge: 3");
    expect(email.text).not.toContain("Produkt:");
    expect(email.text).not.toContain("Variante:");
    expect(email.text).toContain("https://shop.test/de/user/inquiry");

    const refused = request({ content: " " });
    expect((await create(refused)).status).toBe(400);
    await settle();
    expect(mailCount(sink, refused.email)).toBe(0);
  });
});
