import { readdirSync, readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";

type Tree = { [key: string]: string | Tree };

/** A UI text as the shopper sees it in `lang`, read from the locale files. */
export function text(lang: string, key: string, values: Record<string, string | number> = {}): string {
  // Each feature keeps its texts in its own file; together they are one tree (top-level keys are unique).
  const tree: Tree = {};
  for (const file of readdirSync(`locales/${lang}`).filter((f) => f.endsWith(".json"))) {
    Object.assign(tree, JSON.parse(readFileSync(`locales/${lang}/${file}`, "utf8")) as Tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no text ${lang}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

export const ADMIN = { "x-admin-token": "e2e-admin-token-0123456789" };

/** Places a page template through the admin API; answers its id (for `deleteTemplate`). */
export async function putTemplate(
  request: APIRequestContext,
  template: { type: string; slug: string; lang: string; head?: string; body?: string; foot?: string },
): Promise<number> {
  const response = await request.put("/api/admin/templates", {
    headers: ADMIN,
    data: { head: "", body: "", foot: "", ...template },
  });
  if (!response.ok()) throw new Error(`template: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Removes a template `putTemplate` placed, so the page shows its default layout again. */
export async function deleteTemplate(request: APIRequestContext, id: number) {
  const response = await request.delete(`/api/admin/templates/${id}`, { headers: ADMIN });
  if (!response.ok()) throw new Error(`template: ${response.status()} ${await response.text()}`);
}

export const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);
