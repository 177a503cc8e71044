import type { Language } from "#contract/locales.ts";
import type { Db } from "../db/connection.ts";
import { prepared } from "../db/prepared.ts";

export type PageTemplate = { head: string; body: string; foot: string; notLoadPage?: boolean };

/** The template type whose head and foot every page falls back to. */
export const LAYOUT_TYPE = "layout";

const block = (name: string, props?: Record<string, unknown>) =>
  `<shop-block name="${name}"${props ? ` props='${JSON.stringify(props)}'` : ""}></shop-block>`;

/**
 * Built-in templates when the database has none. Entity pages have an empty body, so the storefront
 * renders its default layout from blocks; the home page is assembled from blocks here.
 */
const BUILT_IN: Record<string, PageTemplate> = {
  "custom:home": {
    head: "",
    body: [
      block("promotions"),
      block("product-list", { collection: "new-arrivals", limit: 8 }),
      block("product-list", { collection: "best-sellers", limit: 8 }),
      block("product-list", { sort: "score", limit: 8 }),
      block("article-list", { limit: 3 }),
    ].join("\n"),
    foot: "",
  },
  "custom:search": { head: "", body: block("search"), foot: "" },
};
const EMPTY: PageTemplate = { head: "", body: "", foot: "" };

type TemplateRow = PageTemplate & { type: string; slug: string; lang: string; not_load_page?: number };

function mostSpecific(rows: TemplateRow[], type: string, slug: string, lang: string): TemplateRow | undefined {
  const order: Array<[string, string]> = [
    [slug, lang],
    [slug, ""],
    ["", lang],
    ["", ""],
  ];
  for (const [s, l] of order) {
    const row = rows.find((r) => r.type === type && r.slug === s && r.lang === l);
    if (row) return { ...row, notLoadPage: Boolean(Number(row.not_load_page ?? 0)) };
  }
  return undefined;
}

const templateRows = prepared((db, p: { type: string; slug: string; lang: string }) =>
  db
    .selectFrom("page_template")
    .select(["type", "slug", "lang", "head", "body", "foot", "not_load_page"])
    .where("type", "in", [p.type, LAYOUT_TYPE])
    .where("slug", "in", [p.slug, ""])
    .where("lang", "in", [p.lang, ""]),
);

/**
 * The head, body and foot of a page, most specific first: (type, slug, lang) → (type, slug, '') →
 * (type, '', lang) → (type, '', '') → built-in. An empty head or foot falls back to the `layout` type.
 */
export async function findTemplate(db: Db, type: string, slug: string, lang: Language): Promise<PageTemplate> {
  const rows = await templateRows.rows(db, { type, slug, lang });
  const own = mostSpecific(rows, type, slug, lang) ?? BUILT_IN[`${type}:${slug}`] ?? BUILT_IN[`${type}:`] ?? EMPTY;
  const layout = mostSpecific(rows, LAYOUT_TYPE, "", lang) ?? EMPTY;
  return { head: own.head || layout.head, body: own.body, foot: own.foot || layout.foot, notLoadPage: own.notLoadPage };
}
