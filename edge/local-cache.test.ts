import { describe, expect, it } from "vitest";
import { localCache } from "./local-cache.ts";

const KEY = "http://shop.test/_page-cache/1/key";

/** A PUT as workerd sends it: the response serialised as HTTP/1.1 in the body. */
const put = (serialised: string, key = KEY) => localCache.fetch(new Request(key, { method: "PUT", body: serialised }));
const match = (key = KEY) => localCache.fetch(new Request(key, { headers: { "cache-control": "only-if-cached" } }));

describe("the local Cache API store (workerd's cacheApiOutbound)", () => {
  it("keeps a response for its max-age and answers it as a HIT, then PURGE drops it", async () => {
    expect((await put("HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncache-control: public, max-age=60\r\ncontent-length: 5\r\n\r\nhello")).status).toBe(204);
    const hit = await match();
    expect(hit.headers.get("cf-cache-status")).toBe("HIT");
    expect(hit.headers.get("content-type")).toBe("text/html");
    expect(await hit.text()).toBe("hello");
    expect((await localCache.fetch(new Request(KEY, { method: "PURGE" }))).status).toBe(200);
    expect((await match()).headers.get("cf-cache-status")).toBe("MISS");
  });

  it("reads a chunked body", async () => {
    await put("HTTP/1.1 200 OK\r\ncache-control: max-age=60\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n", `${KEY}/chunked`);
    expect(await (await match(`${KEY}/chunked`)).text()).toBe("abcde");
  });

  it("keeps nothing private, without a lifetime, or setting a cookie", async () => {
    for (const [i, head] of ["cache-control: private, max-age=60", "content-type: text/plain", "cache-control: max-age=60\r\nset-cookie: a=b"].entries()) {
      await put(`HTTP/1.1 200 OK\r\n${head}\r\n\r\nx`, `${KEY}/${i}`);
      expect((await match(`${KEY}/${i}`)).headers.get("cf-cache-status"), head).toBe("MISS");
    }
  });
});
