import {
  couponCreateSchema,
  couponPatchSchema,
  offerIssues,
  type AdminRecord,
  type CouponInput,
} from "#contract/admin.ts";
import { offerColumns, offerFromRow } from "./promotions.ts";
import { columnsOf, createResourceApp, numOrNull, type ResourceDef } from "./resource.ts";

export type AdminCoupon = AdminRecord<CouponInput> & { usedCount: number };

export const couponResource: ResourceDef<CouponInput, Partial<CouponInput>, AdminCoupon> = {
  table: "coupon",
  createSchema: couponCreateSchema,
  patchSchema: couponPatchSchema,
  searchColumns: ["slug", "code", "title"],
  unique: [
    { field: "slug", column: "slug", message: "errors.slugTaken" },
    { field: "code", column: "code", message: "errors.codeTaken" },
  ],
  references: () => [],
  issues: offerIssues,
  toColumns: (input) =>
    columnsOf(input, {
      ...offerColumns,
      code: "code",
      totalLimit: "total_limit",
      perCustomerLimit: "per_customer_limit",
    }),
  insertDefaults: () => ({ i18n: "{}" }),
  fromRow: (row) => ({
    ...offerFromRow(row),
    code: String(row.code),
    totalLimit: numOrNull(row.total_limit),
    perCustomerLimit: numOrNull(row.per_customer_limit),
    usedCount: Number(row.used_count),
  }),
};

export const createCouponsApp = () => createResourceApp(couponResource);
