import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./js-weight.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type FormFactor = "mobile" | "desktop";
export type LighthouseResult = {
  name: string;
  path: string;
  formFactor: FormFactor;
  scores: Record<string, number | null>;
  metrics: Record<string, string>;
  failing: { category: string; id: string; title: string; score: number; displayValue?: string; examples: string[] }[];
  warnings: string[];
};

type Lhr = {
  runtimeError?: { message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; details?: { items?: AuditItem[] } }
  >;
};

type AuditItem = { node?: { snippet?: string; selector?: string }; url?: string; source?: { url?: string } };

/** A few offending elements or URLs, so the reader needs no Lighthouse report to find them. */
function examples(items: unknown) {
  // Some audits (insights) keep their items in another shape: only a list is read.
  return (Array.isArray(items) ? (items as AuditItem[]) : [])
    .map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? "")
    .filter(Boolean)
    .slice(0, 4)
    .map((text) => (text.length > 160 ? `${text.slice(0, 157)}...` : text));
}

const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
const SCORED = new Set(["binary", "numeric", "metricSavings"]);

/** The lighthouse CLI (mobile is its default preset), a fresh Chromium profile per run. */
function runCli(root: string, url: string, formFactor: FormFactor, dir: string): Promise<Lhr> {
  const output = join(dir, `lighthouse-${Date.now()}.json`);
  const profile = mkdtempSync(join(dir, "chromium-"));
  const args = [
    join(root, "node_modules/lighthouse/cli/index.js"),
    url,
    "--quiet",
    "--output=json",
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${[...CHROMIUM_FLAGS, `--user-data-dir=${profile}`].join(" ")}`,
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (part: Buffer) => (stderr += part.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`lighthouse ${url} (${formFactor}) exited ${code}: ${stderr.slice(-1500)}`));
      resolve(JSON.parse(readFileSync(output, "utf8")) as Lhr);
    });
  });
}

/** Runs that fail to record (Lighthouse's own advice: "run Lighthouse again") are run again. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of a page, again when it could not record the load. A run can end with
 * `NO_NAVSTART` ("Something went wrong with recording the trace over your page load"; seen with
 * Chromium 156 and Lighthouse 13.5 on the first page of a bench), which stopped the whole bench; the
 * same page records on the next run. A page that fails three times still stops the bench.
 */
async function recorded(root: string, url: string, formFactor: FormFactor, dir: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      const lhr = await runCli(root, url, formFactor, dir);
      if (lhr.runtimeError) throw new Error(`lighthouse ${url} (${formFactor}): ${lhr.runtimeError.message}`);
      return lhr;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  (run ${attempt} of ${url} (${formFactor}) did not record, run again: ${(error as Error).message.split("\n")[0]!.slice(0, 200)})`);
    }
  }
}

export async function runLighthouse(root: string, origin: string, pages: { name: string; path: string }[], dir: string) {
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    for (const formFactor of ["mobile", "desktop"] as const) {
      const lhr = await recorded(root, origin + page.path, formFactor, dir);
      const failing: LighthouseResult["failing"] = [];
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 1 || !SCORED.has(audit.scoreDisplayMode)) continue;
          failing.push({
            category,
            id: ref.id,
            title: audit.title,
            score: audit.score,
            displayValue: audit.displayValue,
            examples: examples(audit.details?.items),
          });
        }
      }
      const result: LighthouseResult = {
        name: page.name,
        path: page.path,
        formFactor,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, scoreOf(lhr.categories[c]?.score)])),
        metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? ""])),
        failing,
        warnings: lhr.runWarnings,
      };
      console.log(`  ${page.name.padEnd(9)} ${formFactor.padEnd(8)} ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join("  ")}`);
      results.push(result);
    }
  }
  return results;
}

const scoreOf = (score: number | null | undefined) => (typeof score === "number" ? Math.round(score * 100) : null);
