import type { Language } from "#contract/locales.ts";

/** A merchant text in English and any of the other storefront languages; a missing one reads in English. */
export type Text = { en: string } & Partial<Record<Exclude<Language, "en">, string>>;
export type SeedOption = { key: string; name: Text; values: Array<{ key: string; label: Text; priceDelta?: number }> };
export type SeedProduct = {
  slug: string; category: string; tags: string[]; name: Text;
  description: Text; // simple HTML: <p>, <ul><li>, <strong>, <em> only
  specs: Array<{ name: Text; value: Text }>;
  options: SeedOption[]; // 0–2 options; SKUs = cartesian product of values
  price: number; // USD cents
  linePrice?: number; // crossed-out price, greater than price, when on sale
  score: number; // 0–5, one decimal: the average the seeded reviews aim at (the shown score is theirs)
  colors: string[]; // 1–3 hex colours used to generate the product images
  hidden?: boolean;
};
type SeedLang = "en" | "de" | "fr" | "es" | "ja" | "zh";
type SeedReviewText = { title: string; body: string };
export type SeedCommunity = {
  reviewers: Array<{ email: string; firstName: string; lastName: string; nickName: string; lang: SeedLang }>;
  /** Review texts by star rating and language; a rating without a text in the reviewer's language uses English. */
  reviewTexts: Record<3 | 4 | 5, { en: SeedReviewText[] } & Partial<Record<SeedLang, SeedReviewText[]>>>;
  /** Published comments by article slug; a reply's author is a guest's name or a reviewer's email. */
  comments: Array<{
    article: string;
    author: { name: string } | { reviewer: string };
    lang: SeedLang;
    body: string;
    replies: Array<{ author: { name: string } | { reviewer: string }; lang: SeedLang; body: string }>;
  }>;
};
export type SeedData = {
  shopName: string;
  categories: Array<{ slug: string; name: Text; description: Text; color: string }>;
  tags: Array<{ slug: string; name: Text }>;
  collections: Array<{ slug: string; name: Text; description: Text; products: string[] /* product slugs */ }>;
  products: SeedProduct[];
  articles: Array<{ slug: string; title: Text; summary: Text; content: Text /* HTML: <p>,<h2>,<ul><li>,<strong>,<em>,<a href="shop:product/slug"> */; author: string; publishedAt: string /* ISO */; color: string }>;
  pages: Array<{ slug: string; title: Text; content: Text /* HTML */ }>;
  promotions: Array<{ slug: string; title: Text; description: Text; kind: "percent" | "fixed"; value: number; minAmount: number | null; startsAt: string | null; endsAt: string | null }>;
  coupons: Array<{ slug: string; code: string; title: Text; description: Text; kind: "percent" | "fixed"; value: number; minAmount: number | null; totalLimit: number | null; perCustomerLimit: number | null; startsAt: string | null; endsAt: string | null }>;
  rates: Record<"USD" | "EUR" | "GBP" | "CNY" | "JPY" | "AUD" | "CAD" | "PHP" | "INR" | "RUB", number>;
  templates: Array<{ type: string; slug: string; lang: string; head: string; body: string; foot: string }>;
  /** Demo reviewers, reviews and comments; absent: none. */
  community?: SeedCommunity;
};
