import type { Generated } from "kysely";

/** Tables of feedback, the newsletter, quote requests and wishlists (migration 20261123030000_engagement). */
export interface EngagementTables {
  feedback_message: FeedbackMessageTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  inquiry: InquiryTable;
  inquiry_reply: InquiryReplyTable;
  wishlist: WishlistTable;
  wishlist_item: WishlistItemTable;
}

type Timestamps = { created_at: string; updated_at: string };

export interface FeedbackMessageTable extends Timestamps {
  id: Generated<number>;
  subject: string;
  message: string;
  email: string;
  /** The language of the acknowledgment. */
  lang: string;
  ip: string;
  customer_id: number | null;
  status: "new" | "read" | "closed";
}

export interface NewsletterSubscriberTable extends Timestamps {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  lang: string;
  status: "pending" | "confirmed" | "unsubscribed";
  source: "form" | "signup";
  /** SHA-256 (hex) of the live confirmation token; null once used or replaced. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirm_sent_at: string | null;
  unsubscribe_token: string;
  consent_at: string;
  consent_ip: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** Every reply the merchant sent a quote request, oldest first (migration 20261129000000_inquiry_reply). */
export interface InquiryReplyTable {
  id: Generated<number>;
  inquiry_id: number;
  body: string;
  created_at: string;
}

export interface InquiryTable extends Timestamps {
  id: Generated<number>;
  kind: "product" | "free-form";
  /** The product's or quote page's slug; "" for a general request. */
  slug: string;
  product_id: number | null;
  /** The product's name when the request was sent. */
  product_name: string;
  /** The chosen variant's SKU code when the request was sent (migration 20261127); null for none. */
  sku_code: string | null;
  content: string;
  quantity: number;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  lang: string;
  ip: string;
  customer_id: number | null;
  owner_key: string;
  status: "open" | "replied" | "closed";
  reply: string | null;
  replied_at: string | null;
  closed_at: string | null;
}

export interface WishlistTable extends Timestamps {
  id: Generated<number>;
  customer_id: number;
  name: string;
  /** The read-only link's token (32 random bytes); null while not shared. */
  share_token: string | null;
}

export interface WishlistItemTable {
  id: Generated<number>;
  wishlist_id: number;
  product_id: number;
  sku_id: number | null;
  created_at: string;
}
