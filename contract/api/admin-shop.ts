import { z } from "zod";
import {
  MAX_UPLOAD_BYTES,
  paginationSchema,
  ratesPatchSchema,
  shopPatchSchema,
  TEMPLATE_TYPES,
  templateQuerySchema,
  templateUpsertSchema,
  UPLOAD_TYPES,
  uploadFieldsSchema,
  type AdminTemplate,
} from "../admin.ts";
import { CURRENCIES } from "../currencies.ts";
import { LANGUAGES } from "../locales.ts";
import { routerConfigPatchSchema, routerConfigSchema } from "../router.ts";
import { themePatchSchema, themeSchema } from "../theme.ts";
import { IdData, paged, routesOf, type ApiRoute } from "./describe.ts";
import { ImageSchema } from "./catalog.ts";

/** Page templates, shop-wide settings and the image library of the admin API. */

const template = {
  id: z.number().int(),
  type: z.enum(TEMPLATE_TYPES),
  slug: z.string(),
  lang: z.union([z.literal(""), z.enum(LANGUAGES)]),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const AdminTemplateSchema = z
  .strictObject({ ...template, head: z.string(), body: z.string(), foot: z.string(), notLoadPage: z.boolean() })
  .meta({ id: "AdminTemplate" }) satisfies z.ZodType<AdminTemplate>;

export const AdminImageSchema = z
  .strictObject({ id: z.number().int(), ...ImageSchema.shape })
  .meta({ id: "AdminImage" });

const ShopData = z.strictObject({ name: z.string(), timeZone: z.string(), injectOrigins: z.array(z.string()) });
const RatesData = z.strictObject({ rates: z.partialRecord(z.enum(CURRENCIES), z.number()) });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date");
/** `GET /api/admin/stats/durations`: days inclusive (default: the last 30), the paths with most time first. */
export const durationReportQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const DurationReportSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  items: z.array(
    z.strictObject({
      path: z.string(),
      visitors: z.number().int(),
      seconds: z.number().int(),
      averageSeconds: z.number().int(),
    }),
  ),
});

const merged = "A patch: objects merge field by field into the stored value, which must then be whole and valid.";

export const adminShopRoutes: ApiRoute[] = [
  ...routesOf({ base: "/api/admin/templates", tag: "Admin: content", access: "admin" }, [
    {
      method: "GET",
      path: "/",
      summary: "List page templates (without their HTML)",
      query: paginationSchema,
      data: paged(z.strictObject(template)),
    },
    {
      method: "GET",
      path: "/:type",
      summary: 'The template of a page type, for a slug and a language (`""`: any)',
      params: { type: z.enum(TEMPLATE_TYPES) },
      query: templateQuerySchema,
      data: AdminTemplateSchema,
    },
    {
      method: "PUT",
      path: "/",
      summary: "Create or replace the template of a type, slug and language",
      description: "Fragments of up to 200 000 characters each; `<shop-block>` elements embed blocks.",
      body: templateUpsertSchema,
      data: AdminTemplateSchema,
    },
    { method: "DELETE", path: "/:id", summary: "Delete a template", data: IdData },
  ]),
  ...routesOf({ base: "/api/admin", tag: "Admin: settings", access: "admin" }, [
    { method: "GET", path: "/theme", summary: "The theme", data: themeSchema },
    {
      method: "PUT",
      path: "/theme",
      summary: "Change the theme",
      description: merged,
      body: themePatchSchema,
      data: themeSchema,
    },
    {
      method: "GET",
      path: "/router",
      summary: "The router config: the paths of each page type",
      data: routerConfigSchema,
    },
    {
      method: "PUT",
      path: "/router",
      summary: "Change the router config (the storefront follows without a rebuild)",
      description: merged,
      body: routerConfigPatchSchema,
      data: routerConfigSchema,
    },
    { method: "GET", path: "/shop", summary: "The shop's name, time zone and the origins theme injects may come from", data: ShopData },
    {
      method: "PUT",
      path: "/shop",
      summary: "Change the shop's name, time zone or the allow-list for theme injects (the storefront's CSP names exactly these origins)",
      body: shopPatchSchema,
      data: ShopData,
    },
    { method: "GET", path: "/currencies", summary: "Units of each currency per 1 USD", data: RatesData },
    { method: "PUT", path: "/currencies", summary: "Change exchange rates", body: ratesPatchSchema, data: RatesData },
  ]),
  ...routesOf({ base: "/api/admin/stats", tag: "Admin: settings", access: "admin" }, [
    {
      method: "GET",
      path: "/durations",
      summary: "Time on page per path: visitors, seconds and the average",
      query: durationReportQuerySchema,
      data: DurationReportSchema,
    },
  ]),
  ...routesOf({ base: "/api/admin", tag: "Admin: images", access: "admin" }, [
    {
      method: "POST",
      path: "/attach/upload",
      summary: "Upload an image: re-encoded into WebP renditions under a name the shop makes",
      upload: { field: "file", types: UPLOAD_TYPES, maxBytes: MAX_UPLOAD_BYTES, fields: uploadFieldsSchema },
      status: 201,
      data: AdminImageSchema,
    },
    {
      method: "GET",
      path: "/images",
      summary: "List images, newest first",
      query: paginationSchema,
      data: paged(AdminImageSchema),
    },
    { method: "GET", path: "/images/:id", summary: "One image", data: AdminImageSchema },
    {
      method: "DELETE",
      path: "/images/:id",
      summary: "Delete an image and its files",
      description: "An image a record still uses answers 409 `errors.inUse`.",
      data: IdData,
      errors: [409],
    },
  ]),
];
