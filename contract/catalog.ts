import type { Currency } from "./currencies.ts";
import type { Language } from "./locales.ts";

/** A price in integer minor units of `currency`, converted by the backend once. */
export type Price = { amount: number; currency: Currency };

/** An image with its WebP renditions; width and height are the intrinsic size, so nothing shifts. */
export type Image = {
  url: string;
  width: number;
  height: number;
  alt: string;
  srcset: Array<{ url: string; width: number }>;
};

/** Text the merchant wrote, with the language it is actually in (it may fall back to English). */
export type Localized = { lang: Language };

export type CategorySummary = Localized & { id: number; slug: string; name: string; image: Image | null };
export type TagSummary = Localized & { id: number; slug: string; name: string };
export type CollectionSummary = Localized & { id: number; slug: string; name: string; image: Image | null };

export type ProductOption = { name: string; values: string[] };

export type Sku = {
  id: number;
  code: string;
  /** Option name → value, e.g. `{ Size: "M", Colour: "Navy" }`, in the page's language. */
  options: Record<string, string>;
  price: Price;
  /** The crossed-out "was" price, when the SKU is on sale. */
  linePrice: Price | null;
  stock: number;
  image: Image | null;
};

export type ProductSummary = Localized & {
  id: number;
  slug: string;
  name: string;
  image: Image | null;
  /** The lowest SKU price. */
  price: Price;
  linePrice: Price | null;
  score: number;
  reviewCount: number;
  inStock: boolean;
};

export type Product = ProductSummary & {
  /** Merchant HTML, sanitised by the storefront before rendering. */
  description: string;
  images: Image[];
  options: ProductOption[];
  skus: Sku[];
  /** The SKU the path chose (`product/{slug}/{sku}`), else null. */
  selectedSku: string | null;
  tags: TagSummary[];
  category: CategorySummary | null;
  specs: Array<{ name: string; value: string }>;
  /** A few recent published reviews, newest first (JSON-LD `Review`); `score`/`reviewCount` count published ones. */
  recentReviews?: ReviewSnippet[];
};

/** A published review as the product page's data carries it (JSON-LD `Review`). */
export type ReviewSnippet = {
  author: string;
  rating: number;
  title: string;
  body: string;
  lang: Language;
  publishedAt: string;
};

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * `GET /api/web/product/list`: a page of products. A search (`q`, no other filter) that found nothing
 * but whose words, put right against the shop's names (`hodie` → `hoodie`), find something answers
 * those products, with the query it searched as `corrected`.
 */
export type ProductListPage = Paged<ProductSummary> & { corrected?: string };

export type Category = CategorySummary & { description: string; products: Paged<ProductSummary> };
export type Tag = TagSummary & { description: string; products: Paged<ProductSummary> };
export type Collection = CollectionSummary & { description: string; products: Paged<ProductSummary> };

export type ArticleSummary = Localized & {
  id: number;
  slug: string;
  title: string;
  summary: string;
  thumbnail: Image | null;
  author: string;
  publishedAt: string;
  /** `customer` for an article a customer wrote (contract/customer-articles.ts); absent means the merchant's. */
  authorType?: "merchant" | "customer";
};
/** `html`: the merchant's HTML (sanitised by the storefront); `markdown`: a customer's, never rendered as HTML. */
export type ArticleFormat = "html" | "markdown";
export type Article = ArticleSummary & { content: string; format?: ArticleFormat };

export type ContentPage = Localized & { id: number; slug: string; title: string; content: string };

export type Promotion = Localized & {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** Percentage off (1–100) or a fixed amount off, in the page's currency. */
  kind: "percent" | "fixed";
  value: number;
  minAmount: Price | null;
  startsAt: string | null;
  /** The first moment the offer no longer holds (`ends_at > now` is running). */
  endsAt: string | null;
  image: Image | null;
};

export type Coupon = Localized & {
  id: number;
  slug: string;
  code: string;
  title: string;
  description: string;
  kind: "percent" | "fixed";
  value: number;
  minAmount: Price | null;
  startsAt: string | null;
  /** The first moment the offer no longer holds (`ends_at > now` is running). */
  endsAt: string | null;
};
