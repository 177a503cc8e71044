import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { TEST_ADMIN_TOKEN } from "#tests/setup/backend.ts";
import { sessionCookie, startShop, type Shop } from "./harness.ts";

/**
 * A document names its UI texts as files instead of carrying them (app/utils/texts-file.ts, decision
 * 025): the files are the build's, public and immutable whoever asks; a client navigation still gets
 * its texts inline; nothing a client sends as the file's address gets more than a 404.
 */
let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const textsLinks = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous" data-texts=""\/>/g)].map((m) =>
    m[1]!.replaceAll("&amp;", "&"),
  );

function strings(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === "string") out.push(tree);
  else if (tree && typeof tree === "object") for (const value of Object.values(tree)) strings(value, out);
  return out;
}

describe("the texts files", () => {
  it("a document names the shell's and its page's texts files, which hold its language's texts and are not in its hydration data", async () => {
    const res = await shop.request("/de");
    const html = await res.text();
    const links = textsLinks(html);
    expect(links).toHaveLength(2);
    for (const href of links) expect(href).toMatch(/^\/_texts\/de\.[0-9a-z]+\.json\?p=[\w.,-]+$/);
    const [shell] = await Promise.all(links.map(async (href) => (await shop.request(href)).json() as Promise<Record<string, unknown>>));
    expect((shell!.header as Record<string, string>).signIn).toBe("Anmelden");
    // A text no healthy page shows (a form's refusal) is in the file, not in the document.
    const refusal = strings(shell!.validation).find((text) => text.length > 12)!;
    expect(refusal).toBeTruthy();
    expect(html).not.toContain(refusal);
  });

  it("are public and immutable, for a signed-in shopper too, and set no cookie", async () => {
    const [href] = textsLinks(await (await shop.request("/")).text());
    for (const headers of [{}, sessionCookie(TEST_ADMIN_TOKEN), { cookie: "visitorId=v_0123456789abcdef0123" }]) {
      const res = await shop.request(href!, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("an address from another build (another hash) gets today's texts, revalidated each time", async () => {
    const [href] = textsLinks(await (await shop.request("/")).text());
    const res = await shop.request(href!.replace(/\.[0-9a-z]+\.json/, ".zzzz.json"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await res.json()).toEqual(await (await shop.request(href!)).json());
  });

  it("a client navigation carries its texts inline", async () => {
    const res = await shop.request("/de/_.data");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Anmelden");
    expect(body).not.toContain("/_texts/");
  });

  it("the naughty strings as language, hash or paths get a 404 or texts, never a 5xx", async () => {
    const failures: string[] = [];
    for (const text of naughtyStrings) {
      const part = encodeURIComponent(text);
      for (const path of [`/_texts/${part}.abc.json?p=header`, `/_texts/en.${part}.json?p=header`, `/_texts/en.abc.json?p=${part}`, `/_texts/${part}`]) {
        const res = await shop.request(path);
        if (res.status >= 500 || ![200, 404].includes(res.status)) failures.push(`${res.status} ${path}`);
        await res.body?.cancel();
      }
    }
    expect(failures).toEqual([]);
  });
});
