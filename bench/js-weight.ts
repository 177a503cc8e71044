import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

export type Chunk = {
  file: string;
  /** What the server sends with `accept-encoding: gzip` (its compress middleware). */
  gzipBytes: number;
  /** The same file through node:zlib at level 9, for comparison with other tools. */
  gzip9Bytes: number;
  rawBytes: number;
  /** Loaded by the page, or only announced as a modulepreload. */
  loaded: boolean;
  /** Its biggest parts by package or folder, estimated gzip bytes. */
  contents?: Record<string, number>;
};
export type PageWeight = {
  name: string;
  path: string;
  gzipBytes: number;
  gzip9Bytes: number;
  rawBytes: number;
  chunks: Chunk[];
  /** The HTML document itself (gzip as sent): inline scripts and the hydration data live here. */
  documentGzipBytes: number;
  documentRawBytes: number;
  /** Estimated gzip bytes by package (chunk gzip size split by each source's share of the chunk). */
  composition?: Record<string, number>;
};

/** One GET with `accept-encoding: gzip`, counting the bytes as they come off the wire. */
function transferred(url: string): Promise<{ wire: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip", accept: "*/*" } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}`));
        resolve({ wire: parts.reduce((n, p) => n + p.length, 0), body: Buffer.concat(parts), encoding: String(res.headers["content-encoding"] ?? "identity") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function plainBytes(url: string) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  return Buffer.from(await response.arrayBuffer());
}

/** Every script the page loads plus every modulepreload it announces, in a real headless Chromium. */
export async function measureJsWeight(origin: string, pages: { name: string; path: string }[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const weights: PageWeight[] = [];
    for (const target of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded = new Set<string>();
      page.on("request", (req) => {
        if (req.resourceType() === "script") loaded.add(req.url());
      });
      const response = await page.goto(origin + target.path, { waitUntil: "networkidle" });
      if (!response?.ok()) throw new Error(`${target.path} answered ${response?.status()}`);
      const preloads = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
      await context.close();
      const urls = [...new Set([...loaded, ...preloads])].filter((u) => u.startsWith(origin)).sort();
      const chunks: Chunk[] = [];
      for (const url of urls) {
        const sent = await transferred(url);
        const raw = sent.encoding === "identity" ? sent.body : await plainBytes(url);
        chunks.push({
          file: new URL(url).pathname,
          gzipBytes: sent.wire,
          gzip9Bytes: gzipSync(raw, { level: 9 }).length,
          rawBytes: raw.length,
          loaded: loaded.has(url),
        });
      }
      chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
      const document = await transferred(origin + target.path);
      const documentRaw = await plainBytes(origin + target.path);
      weights.push({
        name: target.name,
        path: target.path,
        gzipBytes: sum(chunks.map((c) => c.gzipBytes)),
        gzip9Bytes: sum(chunks.map((c) => c.gzip9Bytes)),
        rawBytes: sum(chunks.map((c) => c.rawBytes)),
        chunks,
        documentGzipBytes: document.wire,
        documentRawBytes: documentRaw.length,
      });
    }
    return weights;
  } finally {
    await browser.close();
  }
}

const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

/**
 * What the chunks are made of, from the snapshot's hidden source maps: each chunk's characters are
 * attributed to their source, grouped by npm package or by our own folder.
 */
export function chunkComposition(project: string): Map<string, Map<string, number>> {
  const assets = join(project, "build/client/assets");
  const shares = new Map<string, Map<string, number>>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const mapFile = join(assets, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const code = readFileSync(join(assets, file), "utf8");
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[]; mappings: string };
    shares.set(file, attribute(code, map));
  }
  return shares;
}

/** Fraction of each package or folder in a chunk: the served chunk's gzip size times these. */
export function applyComposition(weights: PageWeight[], shares: Map<string, Map<string, number>>) {
  for (const weight of weights) {
    const composition: Record<string, number> = {};
    for (const chunk of weight.chunks) {
      const name = chunk.file.split("/").pop() ?? "";
      const share = shares.get(name) ?? new Map([["(unattributed)", 1]]);
      for (const [source, fraction] of share) composition[source] = (composition[source] ?? 0) + chunk.gzipBytes * fraction;
      chunk.contents = Object.fromEntries(
        [...share].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([source, fraction]) => [source, Math.round(chunk.gzipBytes * fraction)]),
      );
    }
    weight.composition = Object.fromEntries(
      Object.entries(composition).map(([k, v]) => [k, Math.round(v)] as const).sort((a, b) => b[1] - a[1]),
    );
  }
}

function owner(source: string) {
  const packages = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  const last = packages.at(-1);
  if (last?.[1]) return last[1];
  if (source.startsWith("\0") || source.includes("virtual:") || !source.includes("/")) return "(bundler runtime)";
  const parts = source.replace(/^(\.\.\/)+/, "").split("/");
  return parts[0] === "app" && parts.length > 2 ? `ours: ${parts[0]}/${parts[1]}` : `ours: ${parts[0]}`;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Decodes source-map v3 mappings and counts generated characters per owner. */
function attribute(code: string, map: { sources: string[]; mappings: string }) {
  const lines = code.split("\n");
  const counts = new Map<string, number>();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  let source = 0;
  const mapped = map.mappings.split(";");
  for (let line = 0; line < lines.length; line++) {
    const length = lines[line]?.length ?? 0;
    const segments: { column: number; source: number | null }[] = [];
    let column = 0;
    for (const segment of (mapped[line] ?? "").split(",")) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length >= 4 ? source : null });
    }
    if (segments.length === 0) {
      add("(unmapped)", length + 1);
      continue;
    }
    add("(unmapped)", segments[0]!.column);
    segments.forEach((s, i) => {
      const end = segments[i + 1]?.column ?? length + 1;
      add(s.source === null ? "(unmapped)" : owner(map.sources[s.source] ?? ""), end - s.column);
    });
  }
  const total = [...counts.values()].reduce((n, v) => n + v, 0) || 1;
  return new Map([...counts].map(([k, v]) => [k, v / total]));
}

function decodeVlq(segment: string) {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}
