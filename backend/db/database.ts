import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { CommunityTables } from "./community-tables.ts";
import type { EngagementTables } from "./engagement-tables.ts";
import type { OrderTables } from "./order-tables.ts";
import type { ReturnTables } from "./return-tables.ts";

/**
 * The tables of the shop. Translated text lives in an `i18n` JSON column:
 * `{ "<lang>": { "<field>": "text" } }` over the English base columns. Booleans are 0/1 and
 * timestamps ISO strings, so one schema runs on SQLite and PostgreSQL alike.
 */
export interface Database extends OrderTables, CommunityTables, EngagementTables, ReturnTables {
  image: ImageTable;
  category: CategoryTable;
  tag: TagTable;
  collection: CollectionTable;
  collection_product: { collection_id: number; product_id: number; sort: number };
  product: ProductTable;
  product_tag: { product_id: number; tag_id: number };
  product_image: { product_id: number; image_id: number; sort: number };
  sku: SkuTable;
  article: ArticleTable;
  page: PageTable;
  promotion: PromotionTable;
  coupon: CouponTable;
  setting: { key: string; value: string };
  currency: { code: string; rate: number; updated_at: string };
  page_template: PageTemplateTable;
  visit_stat: VisitStatTable;
  socket_ticket: SocketTicketTable;
  customer: CustomerTable;
  customer_session: CustomerSessionTable;
  customer_code: CustomerCodeTable;
  captcha_challenge: { id: string; target: number; expires_at: string };
  rate_limit_hit: { id: Generated<number>; bucket: string; created_at: string };
  customer_activity: CustomerActivityTable;
  customer_address: CustomerAddressTable;
  favorite: FavoriteTable;
  attachment: AttachmentTable;
}

type Timestamps = { created_at: string; updated_at: string };

export interface ImageTable {
  id: Generated<number>;
  /** Path under the uploads root of the largest rendition, e.g. `catalog/ab12cd.webp`. */
  path: string;
  width: number;
  height: number;
  alt: string;
  /** JSON `[{ "width": 320, "path": "catalog/ab12cd-320.webp" }, …]`, ascending. */
  variants: string;
  created_at: string;
}

export interface CategoryTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  parent_id: number | null;
  name: string;
  description: string;
  i18n: string;
  image_id: number | null;
  sort: number;
  hidden: number;
}

export interface TagTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  i18n: string;
  hidden: number;
}

export interface CollectionTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  i18n: string;
  image_id: number | null;
  sort: number;
  hidden: number;
}

export interface ProductTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  category_id: number | null;
  name: string;
  description: string;
  i18n: string;
  /** JSON `[{ "name": {"en": …}, "value": {"en": …} }]`. */
  specs: string;
  /** JSON `[{ "key": "size", "name": {"en": …}, "values": [{ "key": "m", "label": {"en": …} }] }]`. */
  options: string;
  score: number;
  review_count: number;
  sort: number;
  hidden: number;
}

export interface SkuTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  /** JSON `{ "<option key>": "<value key>" }`. */
  options: string;
  /** USD cents. */
  price: number;
  line_price: number | null;
  stock: number;
  image_id: number | null;
  sort: number;
  weight_grams: Generated<number>;
}

export interface ArticleTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string;
  content: string;
  author: string;
  i18n: string;
  thumbnail_id: number | null;
  published_at: string;
  hidden: number;
  /** The customer who wrote it; null for the merchant's (migration 20261123020000_reviews). */
  customer_id: Generated<number | null>;
  /** `draft`, `pending`, `published`, `rejected` or `withdrawn`; the merchant's are `published`. */
  status: Generated<string>;
  /** `html` (the merchant's) or `markdown` (customers'). */
  format: Generated<string>;
  /** The language of the base columns when not English (customers' articles); null: English. */
  lang: Generated<string | null>;
  reject_reason: Generated<string>;
  submitted_at: Generated<string | null>;
}

export interface PageTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  title: string;
  content: string;
  i18n: string;
  hidden: number;
}

export interface PromotionTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  i18n: string;
  kind: "percent" | "fixed";
  /** Percent (1–100) or USD cents. */
  value: number;
  /** USD cents, or null for no minimum. */
  min_amount: number | null;
  starts_at: string | null;
  ends_at: string | null;
  image_id: number | null;
  hidden: number;
}

export interface CouponTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  code: string;
  title: string;
  description: string;
  i18n: string;
  kind: "percent" | "fixed";
  value: number;
  min_amount: number | null;
  total_limit: number | null;
  per_customer_limit: number | null;
  used_count: number;
  starts_at: string | null;
  ends_at: string | null;
  hidden: number;
}

export interface PageTemplateTable extends Timestamps {
  id: Generated<number>;
  /** A page type of the contract. */
  type: string;
  /** '' is the type's default; a slug targets one entity (e.g. custom page `home`). */
  slug: string;
  /** '' applies to every language; a language code overrides it for that language. */
  lang: string;
  head: string;
  body: string;
  foot: string;
  /** 1: navigations to these pages show no progress indicator. */
  not_load_page: Generated<number>;
}

export interface CustomerTable extends Timestamps {
  id: Generated<number>;
  /** Lower-cased; unique when set. A customer has an email, a mobile number or both. */
  email: string | null;
  mobile: string | null;
  /** argon2id. */
  password_hash: string;
  full_name: string;
  first_name: string;
  last_name: string;
  nick_name: string;
  bio: string;
  avatar_id: number | null;
  birthday: string | null;
  /** The language emails are written in. */
  lang: string;
  /** When the customer proved they own the email or mobile number; null until then. */
  verified_at: string | null;
  email_verification_on_login: number;
  last_login_at: string | null;
  /** The sign-in before the last one: what the user center shows as "last login". */
  previous_login_at: string | null;
}

export interface CustomerSessionTable {
  id: Generated<number>;
  customer_id: number;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  ip: string;
  user_agent: string;
  browser: string;
  device: string;
  login_method: "password" | "code";
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface CustomerCodeTable {
  id: Generated<number>;
  customer_id: number | null;
  /** The email address or mobile number the code was sent to. */
  target: string;
  purpose: "verify" | "reset" | "signin" | "change";
  code_hash: string;
  /** What the code confirms besides ownership, e.g. the password hash chosen at sign-up. */
  payload: string | null;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CustomerActivityTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  ip: string;
  browser: string;
  created_at: string;
}

export interface CustomerAddressTable extends Timestamps {
  id: Generated<number>;
  customer_id: number;
  country: string;
  province: string;
  city: string;
  area: string;
  postal_code: string;
  first_name: string;
  last_name: string;
  address: string;
  apartment: string;
  country_code: string;
  phone: string;
  is_default: number;
}

/** A favourite of a customer (customer_id) or of a guest (visitor_id). */
export interface FavoriteTable {
  id: Generated<number>;
  customer_id: number | null;
  visitor_id: string | null;
  product_id: number;
  created_at: string;
}

/** Time on page, summed per day, page and visitor (`backend/visitor`). */
export interface VisitStatTable {
  id: Generated<number>;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  path: string;
  visitor_key: string;
  seconds: number;
  beacons: number;
}

/** A short-lived, single-use ticket a browser opens the realtime socket with (`backend/realtime`). */
export interface SocketTicketTable {
  /** SHA-256 of the ticket. */
  token_hash: string;
  customer_id: number | null;
  visitor_id: string | null;
  expires_at: string;
  used_at: string | null;
}

/** An image a customer or guest uploaded, and the record that took it (see backend/attachments). */
export interface AttachmentTable {
  id: Generated<number>;
  image_id: number;
  owner_key: string;
  used_by: string | null;
  created_at: string;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowPatch<T extends keyof Database> = Updateable<Database[T]>;
