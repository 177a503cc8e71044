import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AttachmentMessages, MAX_ATTACHMENT_BYTES } from "#contract/attachment.ts";
import { Code } from "#contract/codes.ts";
import { newIp } from "#tests/fixtures/customers.ts";
import { disguisedFiles, photo, pixelBomb, uploadAttachment } from "#tests/fixtures/images.ts";
import { guest, makeCustomer } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { customerKey } from "../customers/shopper.ts";
import { attachmentsOf, claimAttachments, releaseAttachments } from "./repository.ts";
import { ATTACHMENT_SWEEP_EVERY_MS, sweepUnusedAttachments, UNUSED_ATTACHMENT_TTL_MS } from "./sweep.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const attachmentCount = async () =>
  Number((await backend.db.selectFrom("attachment").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe("attachment upload", () => {
  it("takes a guest's photo, re-encoded as WebP under a server-made name", async () => {
    const headers = { ...guest(), "x-client-ip": newIp() };
    const answer = await uploadAttachment(backend.app, headers, { bytes: await photo("jpeg", 800, 600), name: "../../evil.jpg", type: "image/jpeg" });
    expect(answer.status).toBe(201);
    expect(answer.data.id).toBeGreaterThan(0);
    expect(answer.data.image.url).toMatch(/^\/uploads\/attachments\/[A-Za-z0-9_-]+-\d+\.webp$/);
    expect(answer.data.image.url).not.toContain("evil");
    const row = await backend.db.selectFrom("attachment").selectAll().where("id", "=", answer.data.id).executeTakeFirstOrThrow();
    expect(row.owner_key).toBe(`v:${headers["x-visitor-id"]}`);
    expect(row.used_by).toBeNull();
  });

  it("refuses disguised files, bombs, oversize bodies and callers who are nobody, storing nothing", async () => {
    const before = await attachmentCount();
    const headers = { ...guest(), "x-client-ip": newIp() };
    for (const file of disguisedFiles()) {
      expect(await uploadAttachment(backend.app, headers, file)).toMatchObject({ status: 400, code: Code.result, msg: "errors.fileType" });
    }
    expect(await uploadAttachment(backend.app, headers, { bytes: await pixelBomb() })).toMatchObject({ status: 400, msg: "errors.imageInvalid" });
    const huge = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    huge.set(await photo("png", 1, 1));
    expect((await uploadAttachment(backend.app, headers, { bytes: huge })).status).toBe(413);
    // A body sent without Content-Length is counted as it streams in.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'));
        for (let i = 0; i < 8; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const streamed = await backend.app.request("/api/web/attach/upload", {
      method: "POST",
      headers: { ...headers, "content-type": "multipart/form-data; boundary=b" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await uploadAttachment(backend.app, { "x-client-ip": newIp() }, { bytes: await photo("png", 8, 8) })).toMatchObject({
      status: 400,
      msg: "errors.visitor",
    });
    expect(await attachmentCount()).toBe(before);
  });

  it("limits uploads per visitor", async () => {
    const headers = { ...guest(), "x-client-ip": newIp() };
    const bytes = new TextEncoder().encode("not an image");
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await uploadAttachment(backend.app, headers, { bytes })).status);
    expect(statuses.slice(0, 40).every((s) => s === 400)).toBe(true);
    expect(statuses[40]).toBe(429);
  });
});

describe("claiming attachments", () => {
  it("lets only the uploader's record take an upload, once", async () => {
    const { db, app } = backend;
    const customer = await makeCustomer(db);
    const mine = await uploadAttachment(app, { ...customer.headers, "x-client-ip": newIp() }, { bytes: await photo("png", 64, 64) });
    const theirs = await uploadAttachment(app, { ...guest(), "x-client-ip": newIp() }, { bytes: await photo("png", 64, 64) });
    const owner = [customerKey(customer.id)];

    // In the record's transaction, a refusal takes nothing, not even the caller's own upload.
    const both = { ids: [mine.data.id, theirs.data.id], ownerKeys: owner, usedBy: "review:1" };
    await expect(db.transaction().execute((trx) => claimAttachments(trx, both))).rejects.toMatchObject({
      status: 400,
      data: { fields: { attachments: [AttachmentMessages.invalid] } },
    });
    await claimAttachments(db, { ids: [mine.data.id], ownerKeys: owner, usedBy: "review:1" });
    await expect(claimAttachments(db, { ids: [mine.data.id], ownerKeys: owner, usedBy: "review:2" })).rejects.toMatchObject({ status: 400 });

    const photos = await attachmentsOf(db, ["review:1", "review:2"]);
    expect(photos.get("review:1")?.map((a) => a.id)).toEqual([mine.data.id]);
    expect(photos.has("review:2")).toBe(false);

    await releaseAttachments(db, "review:1");
    await claimAttachments(db, { ids: [mine.data.id], ownerKeys: owner, usedBy: "review:2" });
    expect((await attachmentsOf(db, ["review:2"])).get("review:2")).toHaveLength(1);
  });
});

describe("unused uploads", () => {
  it("go with their image and files a day later, at most once per interval; used and recent ones stay", async () => {
    const headers = { ...guest(), "x-client-ip": newIp() };
    const upload = async () => (await uploadAttachment(backend.app, headers, { bytes: await photo("png", 700, 500), type: "image/png" })).data;
    const [old, used, recent] = [await upload(), await upload(), await upload()];
    const dayAgo = new Date(Date.now() - UNUSED_ATTACHMENT_TTL_MS - 60_000).toISOString();
    await backend.db.updateTable("attachment").set({ created_at: dayAgo }).where("id", "in", [old.id, used.id]).execute();
    await claimAttachments(backend.db, { ids: [used.id], ownerKeys: [`v:${headers["x-visitor-id"]}`], usedBy: "review:1" });
    const fileOf = (url: string) => join(backend.uploadsDir, url.replace(/^\/uploads\//, ""));
    const files = (a: typeof old) => [a.image.url, ...a.image.srcset.map((s) => s.url)].map(fileOf);
    for (const file of files(old)) expect(existsSync(file)).toBe(true);

    const later = Date.now() + ATTACHMENT_SWEEP_EVERY_MS + 1;
    expect(await sweepUnusedAttachments(backend.db, backend.uploadsDir, later)).toBe(1);
    expect(await sweepUnusedAttachments(backend.db, backend.uploadsDir, later + 1000)).toBe(0);
    const left = await backend.db.selectFrom("attachment").select("id").where("id", "in", [old.id, used.id, recent.id]).execute();
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([used.id, recent.id]);
    for (const file of files(old)) expect(existsSync(file)).toBe(false);
    for (const file of [...files(used), ...files(recent)]) expect(existsSync(file)).toBe(true);
    const images = await backend.db.selectFrom("image").select("path").where("path", "in", [old, used, recent].map((a) => a.image.url.replace(/^\/uploads\//, ""))).execute();
    expect(images).toHaveLength(2);
  });
});
