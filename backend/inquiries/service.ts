import type { z } from "zod";
import type { Attachment } from "#contract/attachment.ts";
import { Code } from "#contract/codes.ts";
import {
  InquiryMessages,
  type AdminInquiry,
  type Inquiry,
  type InquiryCreateSchema,
  type InquiryKind,
  type InquirySku,
} from "#contract/inquiry.ts";
import { isLanguage, DEFAULT_LANGUAGE, type Language } from "#contract/locales.ts";
import type { AppDeps } from "../app.ts";
import { attachmentsOf, claimAttachments } from "../attachments/repository.ts";
import type { Display } from "../catalog/display.ts";
import { findProductBySlug, listSkus } from "../catalog/repository.ts";
import { textOf, toProductSummaries } from "../catalog/service.ts";
import { shopperKeys, type Shopper } from "../customers/shopper.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { inquiryReceivedEmail, inquiryReplyEmail, sendInBackground } from "../mail/engagement.ts";
import { labelled } from "../mail/texts.ts";
import { storefrontLink } from "../orders/email.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { getRouterConfig } from "../settings/repository.ts";
import { ApiError, notFound, nowIso } from "../shared/http.ts";
import { pickLabel } from "../shared/i18n-text.ts";
import { enforceLimits, type Bucket } from "../shared/rate-limit.ts";
import { lockSender, repeatSince } from "../shared/repeats.ts";
import {
  deleteInquiryRow,
  findInquiry,
  findRepeatedInquiry,
  insertInquiry,
  repliesOf,
  setClosed,
  setReply,
  type InquiryRow,
} from "./repository.ts";

/** What a quote is about: a visible product, or a merchant's free-form quote page ("" = general). */
export type InquiryTarget =
  { kind: "product"; slug: string; product: Row<"product"> } | { kind: "free-form"; slug: string; product: null };

const unknownTarget = () => new ApiError(404, Code.result, InquiryMessages.unknownTarget);
const unknownSku = () => new ApiError(404, Code.result, InquiryMessages.unknownSku);
const attachmentKey = (id: number) => `inquiry:${id}`;

/**
 * `inquiry/{slug}`: a visible product with that slug, else a free-form quote page (the merchant wrote
 * an `inquiry` template for exactly that slug), else null (a 404).
 */
export async function resolveInquiryTarget(db: Db, slug: string): Promise<InquiryTarget | null> {
  const product = await findProductBySlug(db, slug);
  if (product && !product.hidden) return { kind: "product", slug, product };
  const template = await db
    .selectFrom("page_template")
    .select("id")
    .where("type", "=", "inquiry")
    .where("slug", "=", slug)
    .limit(1)
    .executeTakeFirst();
  return template ? { kind: "free-form", slug, product: null } : null;
}

/** The product's SKU with this code (matched without regard to case, as `product/{slug}/{sku}`), else undefined. */
export async function findProductSku(db: Db, productId: number, code: string): Promise<Row<"sku"> | undefined> {
  const wanted = code.toLowerCase();
  return (await listSkus(db, [productId])).find((sku) => sku.code.toLowerCase() === wanted);
}

type StoredOption = { key: string; name: Partial<Record<Language, string>>; values: Array<{ key: string; label: Partial<Record<Language, string>> }> };

function parseList<T>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function parseRecord(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A SKU's options as the product page names them (option name → value, in `lang`). */
function optionLabels(productOptions: string, skuOptions: string, lang: Language): Record<string, string> {
  const chosen = parseRecord(skuOptions);
  const labels: Record<string, string> = {};
  for (const option of parseList<StoredOption>(productOptions)) {
    const value = option.values?.find((v) => v.key === chosen[option.key]);
    if (value) labels[pickLabel(option.name, lang)] = pickLabel(value.label, lang);
  }
  return labels;
}

/** Each inquiry's variant (by inquiry id): its stored code and, while the SKU exists, its options in `lang`. */
async function variantsOf(db: Db, lang: Language, rows: InquiryRow[]): Promise<Map<number, InquirySku>> {
  const chosen = rows.filter((r) => r.sku_code !== null && r.product_id !== null);
  const variants = new Map<number, InquirySku>();
  if (!chosen.length) return variants;
  const productIds = [...new Set(chosen.map((r) => r.product_id!))];
  const [products, skus] = await Promise.all([
    db.selectFrom("product").select(["id", "options"]).where("id", "in", productIds).execute(),
    listSkus(db, productIds),
  ]);
  const optionsOf = new Map(products.map((p) => [p.id, p.options]));
  for (const row of chosen) {
    const code = row.sku_code!;
    const sku = skus.find((s) => s.product_id === row.product_id && s.code.toLowerCase() === code.toLowerCase());
    const options = sku ? optionLabels(optionsOf.get(row.product_id!) ?? "[]", sku.options, lang) : {};
    variants.set(row.id, { code, options });
  }
  for (const row of rows) if (row.sku_code !== null && !variants.has(row.id)) variants.set(row.id, { code: row.sku_code, options: {} });
  return variants;
}

/** How an email names a variant: its options, then its code ("Colour: Olive (DUFFEL-OLIVE)"). */
export function variantLabel(lang: string, sku: InquirySku | null | undefined): string {
  if (!sku) return "";
  const options = Object.entries(sku.options).map(([name, value]) => labelled(lang, name, value));
  return options.length ? `${options.join(", ")} (${sku.code})` : sku.code;
}

const languageOf = (lang: string): Language => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

/** Every inquiry's current product (while visible) and photos, in one query each. */
export async function toInquiries(db: Db, display: Display, rows: InquiryRow[]): Promise<Inquiry[]> {
  const productIds = [...new Set(rows.map((r) => r.product_id).filter((id): id is number => id !== null))];
  const products = productIds.length
    ? await db.selectFrom("product").selectAll().where("id", "in", productIds).where("hidden", "=", 0).execute()
    : [];
  const summaries = new Map((await toProductSummaries(db, display, products)).map((p) => [p.id, p]));
  const photos = await attachmentsOf(
    db,
    rows.map((r) => attachmentKey(r.id)),
  );
  const variants = await variantsOf(db, display.lang, rows);
  const replies = await repliesOf(
    db,
    rows.filter((r) => r.reply !== null).map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as InquiryKind,
    slug: row.slug,
    productName: row.product_name,
    product: (row.product_id !== null && summaries.get(row.product_id)) || null,
    sku: variants.get(row.id) ?? null,
    content: row.content,
    quantity: Number(row.quantity),
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    images: photos.get(attachmentKey(row.id)) ?? ([] as Attachment[]),
    status: row.status,
    reply: row.reply,
    repliedAt: row.replied_at,
    replies: replies.get(row.id) ?? [],
    closedAt: row.closed_at,
    createdAt: row.created_at,
  }));
}

export async function toAdminInquiries(db: Db, display: Display, rows: InquiryRow[]): Promise<AdminInquiry[]> {
  const inquiries = await toInquiries(db, display, rows);
  return inquiries.map((inquiry, i) => {
    const row = rows[i]!;
    return {
      ...inquiry,
      lang: row.lang,
      customerId: row.customer_id,
      ownerKey: row.owner_key,
      ip: row.ip,
      updatedAt: row.updated_at,
    };
  });
}

/**
 * A new quote request (status `open`): the row and its photos in one transaction, so a photo that is
 * not the sender's own leaves no request behind. A chosen variant must be one of the product's SKUs
 * (else 404 `unknownSku`, nothing stored); its code is kept as the product has it. Once stored, the
 * sender is told in the background, in their language, with the request's number. The same request
 * from the same sender again within the repeat window (a reload, a double tap) answers the first one
 * and stores and sends nothing.
 */
export async function createInquiry(
  deps: AppDeps,
  input: z.output<typeof InquiryCreateSchema>,
  from: { shopper: Shopper; ip: string; lang: Language },
  limits: Bucket[],
): Promise<InquiryRow> {
  const target: InquiryTarget | null = input.slug
    ? await resolveInquiryTarget(deps.db, input.slug)
    : { kind: "free-form", slug: "", product: null };
  if (!target) throw unknownTarget();
  let sku: Row<"sku"> | undefined;
  if (input.sku !== undefined) {
    sku = target.product ? await findProductSku(deps.db, target.product.id, input.sku) : undefined;
    if (!sku) throw unknownSku();
  }
  const sender = {
    owner_key: from.shopper.key,
    slug: target.slug,
    sku_code: sku?.code ?? null,
    content: input.content,
    quantity: input.quantity,
    contact_email: input.email,
  };
  const stored = await writeTransaction(deps.db, async (trx) => {
    await lockSender(trx, `inquiry:${sender.owner_key}`);
    const first = await findRepeatedInquiry(trx, sender, repeatSince());
    if (first) return { row: first, repeat: true };
    await enforceLimits(trx, limits);
    const now = nowIso();
    const row = await insertInquiry(trx, {
      ...sender,
      kind: target.kind,
      product_id: target.product?.id ?? null,
      product_name: target.product ? textOf(target.product, "name", from.lang).text : "",
      contact_name: input.name,
      contact_phone: input.phone,
      lang: from.lang,
      ip: from.ip,
      customer_id: from.shopper.customer?.id ?? null,
      status: "open",
      reply: null,
      replied_at: null,
      closed_at: null,
      created_at: now,
      updated_at: now,
    });
    await claimAttachments(trx, {
      ids: input.attachments,
      ownerKeys: shopperKeys(from.shopper),
      usedBy: attachmentKey(row.id),
    });
    return { row, repeat: false };
  });
  if (!stored.repeat) await acknowledgeInquiry(deps, stored.row);
  return stored.row;
}

/**
 * The sender's confirmation: the request's number, the product and variant, the quantity and what
 * happens next. Like feedback's acknowledgment it quotes nothing the sender typed: the form names any
 * address.
 */
async function acknowledgeInquiry(deps: AppDeps, row: InquiryRow): Promise<void> {
  const { db, config } = deps;
  let variant: string;
  let accountLink: string | null;
  try {
    variant = variantLabel(row.lang, (await variantsOf(db, languageOf(row.lang), [row])).get(row.id));
    accountLink = row.customer_id
      ? storefrontLink(config.publicUrl, row.lang, `${(await getRouterConfig(db)).userPath}inquiry`)
      : null;
  } catch (error) {
    // The request is stored: a failure here costs the email, never the answer.
    deps.log.warn({ err: error, id: row.id }, "quote request confirmation not sent");
    return;
  }
  sendInBackground(
    deps,
    row.contact_email,
    () =>
      inquiryReceivedEmail(row.lang, config.shopName, {
        id: row.id,
        productName: row.product_name,
        variant,
        quantity: Number(row.quantity),
        accountLink,
      }),
    "quote request confirmation",
  );
}

const closedConflict = () => new ApiError(409, Code.result, InquiryMessages.closed);

async function requireInquiry(db: Db, id: number): Promise<InquiryRow> {
  const row = await findInquiry(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * The merchant's reply (open or replied → replied; a later reply replaces the earlier one), emailed to
 * the contact in the inquiry's language, with a link to the user area when a customer sent it.
 */
export async function replyToInquiry(deps: AppDeps, id: number, reply: string): Promise<InquiryRow> {
  const { db, config } = deps;
  const before = await requireInquiry(db, id);
  if (!(await setReply(db, id, reply, nowIso()))) throw closedConflict();
  const row = await requireInquiry(db, id);
  const accountLink = before.customer_id
    ? storefrontLink(config.publicUrl, row.lang, `${(await getRouterConfig(db)).userPath}inquiry`)
    : null;
  const variant = variantLabel(row.lang, (await variantsOf(db, languageOf(row.lang), [row])).get(row.id));
  sendInBackground(
    deps,
    row.contact_email,
    () =>
      inquiryReplyEmail(row.lang, config.shopName, {
        id: row.id,
        productName: row.product_name,
        variant,
        reply,
        accountLink,
      }),
    "inquiry reply",
  );
  // The customer (or the browser that asked as a guest) hears at once.
  deps.events.publish({ owner: row.owner_key, event: { type: "inquiry.replied", id: row.id } });
  return row;
}

/** open or replied → closed. */
export async function closeInquiry(db: Db, id: number): Promise<InquiryRow> {
  await requireInquiry(db, id);
  if (!(await setClosed(db, id, nowIso()))) throw closedConflict();
  return requireInquiry(db, id);
}

/** Removes a request (spam) and its photos' claims. */
export async function deleteInquiry(db: Db, id: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await trx.deleteFrom("attachment").where("used_by", "=", attachmentKey(id)).execute();
    if (!(await deleteInquiryRow(trx, id))) throw notFound();
  });
}
