import type { Image, Sku } from "#contract/catalog.ts";
import type { InquiryPage } from "#contract/inquiry.ts";
import type { Language } from "#contract/locales.ts";
import { pageTitle, type PageMeta, type PageResponse } from "#contract/page.ts";
import type { PageType } from "#contract/router.ts";
import type { Display } from "../catalog/display.ts";
import type { ListingQuery } from "#contract/catalog-query.ts";
import {
  findCategoryBySlug,
  findCollectionBySlug,
  findProductBySlug,
  findTagBySlug,
  listTags,
} from "../catalog/repository.ts";
import {
  forbidden,
  toCategory,
  toCollection,
  toProduct,
  toProductSummaries,
  toTag,
  toTagSummary,
} from "../catalog/service.ts";
import {
  findArticleBySlug,
  findCouponBySlug,
  findPageBySlug,
  findPromotionBySlug,
  listCoupons,
  listPromotions,
} from "../content/repository.ts";
import { pagedArticles, toArticle, toContentPage, toCoupon, toPromotions } from "../content/service.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { resolveInquiryTarget } from "../inquiries/service.ts";
import { getPublicTheme } from "../settings/repository.ts";
import { notFound, nowIso } from "../shared/http.ts";
import { FIXED_TITLES, plainText } from "./meta.ts";
import type { PageTarget } from "./resolve.ts";
import { findTemplate } from "./templates.ts";
import { sharedWishlist } from "../wishlists/service.ts";

export type PageContext = { db: Db; display: Display; listing: ListingQuery; shopName: string };

/** What a page shows before the template, theme and title are added. */
type Content = {
  data: unknown;
  type: PageType;
  slug: string;
  lang: Language;
  /** The entity's name; null for the home page, which is titled by the shop name alone. */
  name: string | null;
  description?: string;
  /** The names of a list's (or a tag's) first entries: its description when it has none of its own. */
  entries?: string;
  image?: Image | null;
  noindex?: boolean;
};

/** The names of the first three entries of a list, as a line ("Merino Crew Tee · Canvas Work Pants · …"). */
function firstNames(entries: ReadonlyArray<{ name?: string; title?: string }>): string {
  return entries
    .map((entry) => entry.title ?? entry.name ?? "")
    .filter(Boolean)
    .slice(0, 3)
    .join(" · ");
}

type Entity =
  | { type: "product"; row: Row<"product"> }
  | { type: "category"; row: Row<"category"> }
  | { type: "page"; row: Row<"page"> }
  | { type: "article"; row: Row<"article"> }
  | { type: "collection"; row: Row<"collection"> }
  | { type: "tag"; row: Row<"tag"> }
  | { type: "promotion"; row: Row<"promotion"> }
  | { type: "coupon"; row: Row<"coupon"> };

type EntityType = Entity["type"];

/** The order a root-level `/{slug}` is looked up in. */
const ROOT_ORDER = ["product", "category", "page", "article", "collection", "tag"] as const;

async function findEntity(db: Db, type: EntityType, slug: string): Promise<Entity | null> {
  switch (type) {
    case "product": {
      const row = await findProductBySlug(db, slug);
      return row ? { type, row } : null;
    }
    case "category": {
      const row = await findCategoryBySlug(db, slug);
      return row ? { type, row } : null;
    }
    case "page": {
      const row = await findPageBySlug(db, slug);
      return row ? { type, row } : null;
    }
    case "article": {
      const row = await findArticleBySlug(db, slug);
      return row ? { type, row } : null;
    }
    case "collection": {
      const row = await findCollectionBySlug(db, slug);
      return row ? { type, row } : null;
    }
    case "tag": {
      const row = await findTagBySlug(db, slug);
      return row ? { type, row } : null;
    }
    case "promotion": {
      const row = await findPromotionBySlug(db, slug);
      return row ? { type, row } : null;
    }
    case "coupon": {
      const row = await findCouponBySlug(db, slug);
      return row ? { type, row } : null;
    }
  }
}

async function entityContent(ctx: PageContext, entity: Entity, sku: string | null): Promise<Content> {
  if (entity.row.hidden) throw forbidden();
  const { db, display, listing } = ctx;
  const lang = display.lang;
  const slug = entity.row.slug;
  switch (entity.type) {
    case "product": {
      const data = await toProduct(db, display, entity.row, sku);
      return {
        data,
        type: "product",
        slug,
        lang: data.lang,
        name: data.name,
        description: data.description,
        image: data.images[0],
      };
    }
    case "category": {
      const data = await toCategory(db, display, entity.row, listing);
      return {
        data,
        type: "category",
        slug,
        lang: data.lang,
        name: data.name,
        description: data.description,
        image: data.image,
      };
    }
    case "collection": {
      const data = await toCollection(db, display, entity.row, listing);
      return {
        data,
        type: "collection",
        slug,
        lang: data.lang,
        name: data.name,
        description: data.description,
        image: data.image,
      };
    }
    case "tag": {
      const data = await toTag(db, display, entity.row, listing);
      return { data, type: "tag", slug, lang: data.lang, name: data.name, description: data.description, entries: firstNames(data.products.items) };
    }
    case "article": {
      const data = await toArticle(db, entity.row, lang);
      return {
        data,
        type: "article",
        slug,
        lang: data.lang,
        name: data.title,
        description: data.summary || data.content,
        image: data.thumbnail,
      };
    }
    case "page": {
      const data = toContentPage(entity.row, lang);
      return { data, type: "page", slug, lang: data.lang, name: data.title, description: data.content };
    }
    case "promotion": {
      const [data] = await toPromotions(db, display, [entity.row]);
      return {
        data,
        type: "promotion",
        slug,
        lang: data!.lang,
        name: data!.title,
        description: data!.description,
        image: data!.image,
      };
    }
    case "coupon": {
      const data = toCoupon(display, entity.row);
      return { data, type: "coupon", slug, lang: data.lang, name: data.title, description: data.description };
    }
  }
}

async function requireEntity(ctx: PageContext, type: EntityType, target: PageTarget): Promise<Content> {
  const entity = await findEntity(ctx.db, type, target.slug);
  if (!entity) throw notFound();
  return entityContent(ctx, entity, target.sku ?? null);
}

async function listContent(ctx: PageContext, type: "tag" | "promotion" | "coupon" | "article"): Promise<Content> {
  const { db, display } = ctx;
  if (type === "article") {
    const data = await pagedArticles(db, display.lang, { page: ctx.listing.page, pageSize: 12 });
    return { data, type, slug: "", lang: display.lang, name: FIXED_TITLES["article-list"]!, entries: firstNames(data.items) };
  }
  const now = nowIso();
  const items =
    type === "tag"
      ? (await listTags(db)).map((row) => toTagSummary(row, display.lang))
      : type === "promotion"
        ? await toPromotions(db, display, await listPromotions(db, now))
        : (await listCoupons(db, now)).map((row) => toCoupon(display, row));
  return { data: { items }, type, slug: "", lang: display.lang, name: FIXED_TITLES[`${type}-list`]!, entries: firstNames(items) };
}

function fixedTitle(key: string): string {
  return FIXED_TITLES[key] ?? key.replace(/[-_]+/g, " ").replace(/^\w/, (ch) => ch.toUpperCase());
}

async function pageContent(ctx: PageContext, target: PageTarget): Promise<Content> {
  const { display, db } = ctx;
  const lang = display.lang;
  const { type, slug } = target;
  switch (type) {
    case "product":
    case "category":
    case "collection":
    case "page":
      return requireEntity(ctx, type, target);
    case "article":
    case "tag":
    case "promotion":
    case "coupon":
      return target.list ? listContent(ctx, type) : requireEntity(ctx, type, target);
    case "root":
      for (const candidate of ROOT_ORDER) {
        const entity = await findEntity(db, candidate, slug);
        if (entity) return entityContent(ctx, entity, null);
      }
      throw notFound();
    case "inquiry": {
      // A visible product, or a free-form quote page the merchant wrote a template for; else 404.
      const quoted = await resolveInquiryTarget(db, slug);
      if (!quoted) throw notFound();
      const [product = null] = quoted.product ? await toProductSummaries(db, display, [quoted.product]) : [];
      // The chosen variant (`inquiry/{slug}/{sku}`) as the product page shows it; another product's or an
      // unknown code is a 404, like `product/{slug}/{sku}`, and a quote page has no variants.
      let sku: Sku | null = null;
      if (target.sku !== undefined) {
        if (!quoted.product) throw notFound();
        const detail = await toProduct(db, display, quoted.product, target.sku);
        sku = detail.skus.find((s) => s.code === detail.selectedSku) ?? null;
      }
      const data: InquiryPage = { slug, kind: quoted.kind, product, sku };
      return {
        data,
        type,
        slug,
        lang: product?.lang ?? lang,
        name: product ? `${FIXED_TITLES.inquiry}: ${product.name}` : FIXED_TITLES.inquiry!,
        image: sku?.image ?? product?.image,
      };
    }
    case "checkout":
      return {
        data: { slug },
        type,
        slug,
        lang,
        name: fixedTitle(slug === "thankyou" ? "checkout-thankyou" : "checkout"),
        noindex: true,
      };
    case "error":
      return { data: { status: Number(slug) }, type, slug, lang, name: fixedTitle(`error-${slug}`), noindex: true };
    case "custom": {
      if (slug === "home") return { data: { slug }, type, slug, lang, name: null };
      if (slug === "wishlist-shared" && target.token) {
        const data = await sharedWishlist(db, display, target.token);
        return { data, type, slug, lang, name: fixedTitle(slug), noindex: true };
      }
      // A merchant's custom page (`/app/*`) exists only when a template was written for it.
      // The newsletter's sign-up page (where its form posts) and the pages its emails link to.
      const newsletterLink = slug === "newsletter-confirm" || slug === "newsletter-unsubscribe";
      const system = slug === "search" || slug === "cart" || slug === "newsletter" || newsletterLink || /^(auth|user)-/.test(slug);
      if (!system && !(await hasCustomTemplate(db, slug))) throw notFound();
      const noindex =
        slug === "search" || slug === "cart" || newsletterLink || slug.startsWith("auth-") || !!target.requiresSession;
      const name = target.requiresSession ? FIXED_TITLES.user! : fixedTitle(slug);
      return { data: { slug }, type, slug, lang, name, noindex };
    }
  }
}

/** The full page answer: content, theme, the template's fragments and the meta tags. */
export async function buildPage(ctx: PageContext, target: PageTarget): Promise<PageResponse> {
  const content = await pageContent(ctx, target);
  const [theme, template] = await Promise.all([
    getPublicTheme(ctx.db),
    findTemplate(ctx.db, content.type, content.slug, ctx.display.lang),
  ]);
  const meta: PageMeta = {
    title: pageTitle(content.name, ctx.shopName),
    description: plainText(content.description ?? "") || templateSummary(template.body) || content.entries || "",
    type: content.type,
    slug: content.slug,
    lang: content.lang,
  };
  if (content.image) meta.image = content.image.url;
  if (content.noindex) meta.noindex = true;
  if (target.route) meta.route = target.route;
  if (target.moved) meta.moved = true;
  if (template.notLoadPage) meta.notLoadPage = true;
  return { data: content.data, theme, pageHead: template.head, pageBody: template.body, pageFoot: template.foot, meta };
}

async function hasCustomTemplate(db: Db, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom("page_template")
    .select("id")
    .where("type", "=", "custom")
    .where("slug", "=", slug)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** A page without its own description (home) is described by its template's first paragraph. */
function templateSummary(body: string): string {
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(body)?.[1] ?? "";
  return plainText(paragraph);
}
