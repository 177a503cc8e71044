import type { Article, ArticleSummary, ContentPage, Coupon, Paged, Promotion } from "#contract/catalog.ts";
import { isLanguage, type Language } from "#contract/locales.ts";
import { toPrice, type Display } from "../catalog/display.ts";
import { paging } from "../catalog/query.ts";
import { imagesByIds } from "../catalog/repository.ts";
import { textOf } from "../catalog/service.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { toImage } from "../media/images.ts";
import { listArticles, type ArticleCardRow } from "./repository.ts";

function articleSummaryOf(row: ArticleCardRow, thumbnail: Row<"image"> | undefined, lang: Language): ArticleSummary {
  const title = textOf(row, "title", lang);
  // A customer's article is in one language, the one it was written in (decision 012).
  const textLang = row.customer_id !== null && row.lang && isLanguage(row.lang) ? row.lang : title.lang;
  return {
    id: row.id,
    slug: row.slug,
    title: title.text,
    lang: textLang,
    summary: textOf(row, "summary", lang).text,
    thumbnail: toImage(thumbnail, title.text),
    author: row.author,
    publishedAt: row.published_at,
    authorType: row.customer_id === null ? "merchant" : "customer",
  };
}

export async function toArticle(db: Db, row: Row<"article">, lang: Language): Promise<Article> {
  const images = await imagesByIds(db, [row.thumbnail_id]);
  const thumbnail = row.thumbnail_id === null ? undefined : images.get(row.thumbnail_id);
  return {
    ...articleSummaryOf(row, thumbnail, lang),
    content: textOf(row, "content", lang).text,
    format: row.format === "markdown" ? "markdown" : "html",
  };
}

export async function pagedArticles(
  db: Db,
  lang: Language,
  query: { page?: number; pageSize?: number; q?: string },
): Promise<Paged<ArticleSummary>> {
  const { page, pageSize, offset } = paging(query);
  const { rows, total } = await listArticles(db, lang, { q: query.q, limit: pageSize, offset });
  const images = await imagesByIds(
    db,
    rows.map((r) => r.thumbnail_id),
  );
  const items = rows.map((row) =>
    articleSummaryOf(row, row.thumbnail_id === null ? undefined : images.get(row.thumbnail_id), lang),
  );
  return { items, total, page, pageSize };
}

export function toContentPage(row: Row<"page">, lang: Language): ContentPage {
  const title = textOf(row, "title", lang);
  return {
    id: row.id,
    slug: row.slug,
    title: title.text,
    lang: title.lang,
    content: textOf(row, "content", lang).text,
  };
}

/** Fixed amounts are stored in USD cents and shown in the page's currency; percentages stay as they are. */
function discountValue(display: Display, kind: "percent" | "fixed", value: number | string): number {
  return kind === "fixed" ? toPrice(display, value).amount : Number(value);
}

export async function toPromotions(db: Db, display: Display, rows: Row<"promotion">[]): Promise<Promotion[]> {
  const images = await imagesByIds(
    db,
    rows.map((r) => r.image_id),
  );
  return rows.map((row) => {
    const title = textOf(row, "title", display.lang);
    return {
      id: row.id,
      slug: row.slug,
      title: title.text,
      lang: title.lang,
      description: textOf(row, "description", display.lang).text,
      kind: row.kind,
      value: discountValue(display, row.kind, row.value),
      minAmount: row.min_amount === null ? null : toPrice(display, row.min_amount),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      image: toImage(row.image_id === null ? undefined : images.get(row.image_id), title.text),
    };
  });
}

export function toCoupon(display: Display, row: Row<"coupon">): Coupon {
  const title = textOf(row, "title", display.lang);
  return {
    id: row.id,
    slug: row.slug,
    code: row.code,
    title: title.text,
    lang: title.lang,
    description: textOf(row, "description", display.lang).text,
    kind: row.kind,
    value: discountValue(display, row.kind, row.value),
    minAmount: row.min_amount === null ? null : toPrice(display, row.min_amount),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}
