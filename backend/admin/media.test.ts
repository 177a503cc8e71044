import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#contract/codes.ts";
import { photo, pixelBomb } from "#tests/fixtures/images.ts";
import { adminHeaders, createTestBackend, jsonRequest, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

// oxlint-disable-next-line typescript/no-explicit-any -- the assertions check the answers' shape
type Answer = { code: number; msg: string; data: any };

async function upload(
  bytes: Uint8Array,
  name: string,
  type: string,
  fields: Record<string, string> = {},
  headers = adminHeaders,
) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const res = await backend.app.request("/api/admin/attach/upload", { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function imageCount() {
  const row = await backend.db
    .selectFrom("image")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectWebp(uploadsDir: string, url: string) {
  const file = join(uploadsDir, url.replace(/^\/uploads\//, ""));
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  return file;
}

describe("admin upload", () => {
  it("re-encodes a PNG and a JPEG into WebP renditions, whatever the name says", async () => {
    const png = await upload(await photo("png", 2000, 1000), "photo.exe", "application/octet-stream", {
      alt: "Red",
      folder: "articles",
    });
    expect(png.status).toBe(201);
    const image = png.body.data;
    expect(image).toMatchObject({ width: 1280, height: 640, alt: "Red" });
    expect(image.url).toMatch(/^\/uploads\/articles\/[\w-]+-1280\.webp$/);
    expect(image.url).not.toContain("photo");
    expect(image.srcset.map((s: { width: number }) => s.width)).toEqual([320, 640, 960, 1280]);
    for (const rendition of image.srcset) {
      const meta = await sharp(expectWebp(backend.uploadsDir, rendition.url)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBeLessThanOrEqual(1280);
      expect(meta.width).toBe(rendition.width);
    }

    const jpeg = await upload(await photo("jpeg", 500, 400), "x.jpg", "image/jpeg");
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data).toMatchObject({ width: 500, height: 400, alt: "" });
    expect(jpeg.body.data.url).toMatch(/^\/uploads\/catalog\//);
    expect(jpeg.body.data.srcset.map((s: { width: number }) => s.width)).toEqual([320, 500]);
    expectWebp(backend.uploadsDir, jpeg.body.data.url);

    const read = await backend.app.request(`/api/admin/images/${image.id}`, { headers: adminHeaders });
    expect(((await read.json()) as Answer).data).toEqual(image);
  });

  it("refuses a script named .png, an empty file, a broken image and a pixel bomb", async () => {
    const before = await imageCount();
    const script = await upload(new TextEncoder().encode("<?php system($_GET['c']); ?>"), "x.png", "image/png");
    expect(script).toMatchObject({ status: 400, body: { code: Code.result, msg: "errors.fileType" } });
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "x.svg",
      "image/svg+xml",
    );
    expect(svg.body.msg).toBe("errors.fileType");
    const pdf = await upload(
      new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"),
      "x.png",
      "image/png",
    );
    expect(pdf.body.msg).toBe("errors.fileType");
    const empty = await upload(new Uint8Array(0), "x.png", "image/png");
    expect(empty).toMatchObject({ status: 400, body: { code: Code.result, msg: "errors.fileType" } });
    const broken = Buffer.from(await photo("png", 64, 64)).subarray(0, 60);
    expect(await upload(broken, "x.png", "image/png")).toMatchObject({
      status: 400,
      body: { msg: "errors.imageInvalid" },
    });
    const bomb = await upload(await pixelBomb(), "x.png", "image/png");
    expect(bomb).toMatchObject({ status: 400, body: { code: Code.result, msg: "errors.imageInvalid" } });
    expect(await imageCount()).toBe(before);
  });

  it("refuses more than 10 MB with 413, and bad forms with 400", async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(await photo("png", 1, 1));
    expect(await upload(huge, "big.png", "image/png")).toMatchObject({
      status: 413,
      body: { code: Code.result, msg: "errors.tooLarge" },
    });
    const declared = await backend.app.request("/api/admin/attach/upload", {
      method: "POST",
      headers: {
        ...adminHeaders,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(declared.status).toBe(413);

    const json = await backend.app.request(
      "/api/admin/attach/upload",
      jsonRequest("POST", { file: "x" }, adminHeaders),
    );
    expect(json.status).toBe(400);
    const noFile = new FormData();
    noFile.set("file", "just text");
    const text = await backend.app.request("/api/admin/attach/upload", {
      method: "POST",
      headers: adminHeaders,
      body: noFile,
    });
    expect(((await text.json()) as Answer).msg).toBe("errors.validation");
    const garbled = await backend.app.request("/api/admin/attach/upload", {
      method: "POST",
      headers: { ...adminHeaders, "content-type": "multipart/form-data; boundary=zz" },
      body: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nnope',
    });
    expect(garbled.status).toBe(400);
    expect((await upload(await photo("png", 8, 8), "a.png", "image/png", { folder: "../etc" })).status).toBe(400);
  });

  it("needs the admin token", async () => {
    expect((await upload(await photo("png", 8, 8), "a.png", "image/png", {}, {} as typeof adminHeaders)).status).toBe(
      401,
    );
  });

  it("deletes an image, its files and its uses", async () => {
    const image = (await upload(await photo("png", 700, 700), "a.png", "image/png")).body.data;
    const files = image.srcset.map((s: { url: string }) => join(backend.uploadsDir, s.url.replace(/^\/uploads\//, "")));
    const product = await backend.app.request(
      "/api/admin/products",
      jsonRequest("POST", { slug: "with-image", name: "P", imageIds: [image.id] }, adminHeaders),
    );
    const productId = ((await product.json()) as Answer).data.id;
    expect(files.every((f: string) => existsSync(f))).toBe(true);

    const deleted = await backend.app.request(`/api/admin/images/${image.id}`, {
      method: "DELETE",
      headers: adminHeaders,
    });
    expect(deleted.status).toBe(200);
    expect(files.some((f: string) => existsSync(f))).toBe(false);
    expect((await backend.app.request(`/api/admin/images/${image.id}`, { headers: adminHeaders })).status).toBe(404);
    const after = await backend.app.request(`/api/admin/products/${productId}`, { headers: adminHeaders });
    expect(((await after.json()) as Answer).data.imageIds).toEqual([]);
  });
});
