import {
  offerIssues,
  promotionCreateSchema,
  promotionPatchSchema,
  type AdminRecord,
  type PromotionInput,
} from "#contract/admin.ts";
import { parseI18n } from "../shared/i18n-text.ts";
import { columnsOf, createResourceApp, json, numOrNull, toFlag, type ResourceDef } from "./resource.ts";

export type AdminPromotion = AdminRecord<PromotionInput>;

/** Columns shared by promotions and coupons. */
export const offerColumns = {
  slug: "slug",
  title: "title",
  description: "description",
  i18n: ["i18n", json],
  kind: "kind",
  value: "value",
  minAmount: "min_amount",
  startsAt: "starts_at",
  endsAt: "ends_at",
  hidden: ["hidden", toFlag],
} as const;

export function offerFromRow(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title),
    description: String(row.description),
    i18n: parseI18n(row.i18n as string),
    kind: row.kind === "fixed" ? ("fixed" as const) : ("percent" as const),
    value: Number(row.value),
    minAmount: numOrNull(row.min_amount),
    startsAt: (row.starts_at as string | null) ?? null,
    endsAt: (row.ends_at as string | null) ?? null,
    hidden: Boolean(Number(row.hidden)),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

export const promotionResource: ResourceDef<PromotionInput, Partial<PromotionInput>, AdminPromotion> = {
  table: "promotion",
  createSchema: promotionCreateSchema,
  patchSchema: promotionPatchSchema,
  searchColumns: ["slug", "title"],
  unique: [{ field: "slug", column: "slug", message: "errors.slugTaken" }],
  references: (input) => [{ field: "imageId", table: "image", ids: [input.imageId] }],
  issues: offerIssues,
  toColumns: (input) => columnsOf(input, { ...offerColumns, imageId: "image_id" }),
  insertDefaults: () => ({ i18n: "{}" }),
  fromRow: (row) => ({ ...offerFromRow(row), imageId: numOrNull(row.image_id) }),
};

export const createPromotionsApp = () => createResourceApp(promotionResource);
