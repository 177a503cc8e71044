import { z } from "zod";
import { patchSchema } from "./patch.ts";
import { BREAKPOINTS, CONTAINER_PADDING, DEFAULT_THEME as D, type ThemeConfig } from "./theme-defaults.ts";

export { BREAKPOINTS, CONTAINER_PADDING, DEFAULT_THEME, type ThemeConfig, type ThemeInject } from "./theme-defaults.ts";

const color = z.string().trim().max(64).regex(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla|oklch)\([0-9.,%\s/a-z-]+\)|[a-z]+)$/, "validation.color");
const length = z.string().trim().max(32).regex(/^[0-9.]+(px|rem|em|%)?$|^0$/, "validation.length");
const fontFamily = z.string().trim().max(200).regex(/^[\w\s,"'-]+$/, "validation.fontFamily");
const fontWeight = z.union([z.number().int().min(100).max(900), z.string().regex(/^[1-9]00$|^(normal|bold)$/)]);

export const themeInjectSchema = z.object({
  type: z.enum(["css", "js"]),
  url: z.string().trim().max(2000).regex(/^(https:\/\/|\/)[^\s"'<>]*$/, "validation.url"),
});

export const themeSchema = z.object({
  backgroundColor: color.default(D.backgroundColor),
  titleColor: color.default(D.titleColor),
  heroBgColor: color.default(D.heroBgColor),
  primaryColor: color.default(D.primaryColor),
  secondaryColor: color.default(D.secondaryColor),
  infoColor: color.default(D.infoColor),
  successColor: color.default(D.successColor),
  warningColor: color.default(D.warningColor),
  errorColor: color.default(D.errorColor),
  textColor: color.default(D.textColor),
  descColor: color.default(D.descColor),
  salesPriceColor: color.default(D.salesPriceColor),
  linePriceColor: color.default(D.linePriceColor),
  placeholderColor: color.default(D.placeholderColor),
  borderColor: color.default(D.borderColor),
  blockSpace: length.default(D.blockSpace),
  borderRadius: length.default(D.borderRadius),
  container: z
    .object({
      screens: z
        .object({
          sm: length.default(BREAKPOINTS.sm),
          md: length.default(BREAKPOINTS.md),
          lg: length.default(BREAKPOINTS.lg),
          xl: length.default(BREAKPOINTS.xl),
          "2xl": length.default(BREAKPOINTS["2xl"]),
          "3xl": length.default(BREAKPOINTS["3xl"]),
        })
        .prefault({}),
      padding: z
        .object({
          DEFAULT: length.default(CONTAINER_PADDING.DEFAULT),
          sm: length.default(CONTAINER_PADDING.sm),
          lg: length.default(CONTAINER_PADDING.lg),
          xl: length.default(CONTAINER_PADDING.xl),
        })
        .prefault({}),
    })
    .prefault({}),
  titleFontFamily: fontFamily.default(D.titleFontFamily),
  fontFamily: fontFamily.default(D.fontFamily),
  titleFontWeight: fontWeight.default(D.titleFontWeight),
  fontWeight: fontWeight.default(D.fontWeight),
  fontSize: length.default(D.fontSize),
  titleFontSize: length.default(D.titleFontSize),
  injects: z.array(themeInjectSchema).max(20).default([]),
  /** Product display flags (spec §2, §3). */
  product: z
    .object({
      showSlideImage: z.boolean().default(true),
      showFavorite: z.boolean().default(true),
      showCart: z.boolean().default(true),
    })
    .prefault({}),
  hideHead: z.boolean().default(false),
  hideFoot: z.boolean().default(false),
}) satisfies z.ZodType<ThemeConfig, unknown>;


export type ThemeInput = z.input<typeof themeSchema>;



/** A partial theme as the admin API accepts it (unknown fields refused). */
export const themePatchSchema = patchSchema(themeSchema);
