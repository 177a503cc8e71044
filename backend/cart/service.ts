import { CART_LOW_STOCK, type Cart, type CartLine, type StockState } from "#contract/cart.ts";
import type { Image } from "#contract/catalog.ts";
import type { Language } from "#contract/locales.ts";
import type { Display } from "../catalog/display.ts";
import { imagesByIds, listProductImages } from "../catalog/repository.ts";
import { bestPromotion, minor } from "../checkout/pricing.ts";
import { listPromotions } from "../content/repository.ts";
import type { Db } from "../db/connection.ts";
import { toImage } from "../media/images.ts";
import { nowIso } from "../shared/http.ts";
import { parseI18n, pickLabel, pickText } from "../shared/i18n-text.ts";
import { cartVersion, listCartLines, type CartLineRow } from "./repository.ts";

type Label = Partial<Record<Language, string>>;
type StoredOption = { key: string; name: Label; values: Array<{ key: string; label: Label }> };

function parseJson<T>(json: string, fallback: T): T {
  try {
    return (JSON.parse(json) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/** A SKU's chosen options as "option name → value" in `lang`. */
export function optionLabels(productOptions: string, skuOptions: string, lang: Language): Record<string, string> {
  const options = parseJson<StoredOption[]>(productOptions, []);
  const chosen = parseJson<Record<string, string>>(skuOptions, {});
  const labels: Record<string, string> = {};
  for (const option of options) {
    const value = option.values.find((v) => v.key === chosen[option.key]);
    if (value) labels[pickLabel(option.name, lang)] = pickLabel(value.label, lang);
  }
  return labels;
}

export const productName = (row: CartLineRow, lang: Language) =>
  pickText({ name: row.product_name }, parseI18n(row.product_i18n), "name", lang).text;

/** Each line's picture: the SKU's own image, else the product's first. */
export async function lineImages(
  db: Db,
  rows: CartLineRow[],
): Promise<Map<number, { id: number; image: Image | null }>> {
  const [skuImages, productImages] = await Promise.all([
    imagesByIds(
      db,
      rows.map((r) => r.sku_image_id),
    ),
    listProductImages(db, [...new Set(rows.map((r) => r.product_id))]),
  ]);
  const out = new Map<number, { id: number; image: Image | null }>();
  for (const row of rows) {
    const own = row.sku_image_id === null ? undefined : skuImages.get(row.sku_image_id);
    const image = own ?? productImages.find((i) => i.product_id === row.product_id);
    out.set(row.id, image ? { id: image.id, image: toImage(image, row.product_name) } : { id: 0, image: null });
  }
  return out;
}

export function stockState(row: CartLineRow): StockState {
  if (row.product_hidden) return "unavailable";
  if (row.stock <= 0) return "sold-out";
  if (row.stock < row.quantity) return "insufficient";
  return row.stock <= CART_LOW_STOCK ? "low" : "in-stock";
}

export async function toCart(db: Db, display: Display, ownerKey: string): Promise<Cart> {
  const now = nowIso();
  const [rows, version, promotions] = await Promise.all([
    listCartLines(db, ownerKey),
    cartVersion(db, ownerKey),
    listPromotions(db, now, true),
  ]);
  const images = await lineImages(db, rows);
  const price = (amount: number) => ({ amount, currency: display.currency });
  const lines: CartLine[] = rows.map((row) => {
    const unit = minor(display, row.price);
    const was = row.confirmed_price === null ? unit : minor(display, row.confirmed_price);
    return {
      id: row.id,
      productId: row.product_id,
      productSlug: row.product_slug,
      name: productName(row, display.lang),
      image: images.get(row.id)?.image ?? null,
      skuId: row.sku_id,
      skuCode: row.code,
      options: optionLabels(row.product_options, row.sku_options, display.lang),
      unitPrice: price(unit),
      linePrice: row.line_price !== null && row.line_price > row.price ? price(minor(display, row.line_price)) : null,
      priceWas: was !== unit ? price(was) : null,
      quantity: row.quantity,
      lineTotal: price(unit * row.quantity),
      selected: row.selected === 1,
      stock: Math.max(0, row.stock),
      stockState: stockState(row),
      weightGrams: Number(row.weight_grams),
    };
  });
  const selected = lines.filter((l) => l.selected);
  const subtotal = selected.reduce((sum, l) => sum + l.lineTotal.amount, 0);
  const best = await bestPromotion(db, display, subtotal, now, promotions);
  const discount = best?.discount ?? 0;
  return {
    version,
    currency: display.currency,
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    selectedCount: selected.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: price(subtotal),
    promotion: best?.promotion ?? null,
    promotionDiscount: price(discount),
    total: price(subtotal - discount),
    checkoutReady: selected.length > 0 && selected.every((l) => l.stockState === "in-stock" || l.stockState === "low"),
  };
}
