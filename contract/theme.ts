import { z } from "zod";
import { patchSchema } from "./patch.ts";

const color = z.string().trim().max(64).regex(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla|oklch)\([0-9.,%\s/a-z-]+\)|[a-z]+)$/, "validation.color");
const length = z.string().trim().max(32).regex(/^[0-9.]+(px|rem|em|%)?$|^0$/, "validation.length");
const fontFamily = z.string().trim().max(200).regex(/^[\w\s,"'-]+$/, "validation.fontFamily");
const fontWeight = z.union([z.number().int().min(100).max(900), z.string().regex(/^[1-9]00$|^(normal|bold)$/)]);

export const BREAKPOINTS = {
  sm: "640px",
  md: "768px",
  lg: "1024px",
  xl: "1280px",
  "2xl": "1536px",
  "3xl": "1660px",
} as const;

/** Container padding at the smallest width, sm, lg and xl (spec §9). */
export const CONTAINER_PADDING = { DEFAULT: ".7rem", sm: "1rem", lg: "1.2rem", xl: "2rem" } as const;

export const themeInjectSchema = z.object({
  type: z.enum(["css", "js"]),
  url: z.string().trim().max(2000).regex(/^(https:\/\/|\/)[^\s"'<>]*$/, "validation.url"),
});

export const themeSchema = z.object({
  backgroundColor: color.default("#ffffff"),
  titleColor: color.default("#111827"),
  heroBgColor: color.default("#f3f0ff"),
  primaryColor: color.default("#4a00ff"),
  secondaryColor: color.default("#00d1b2"),
  infoColor: color.default("#00b5ff"),
  successColor: color.default("#00a96e"),
  warningColor: color.default("#ffbe00"),
  errorColor: color.default("#ff5861"),
  textColor: color.default("#1f2937"),
  descColor: color.default("#6b7280"),
  salesPriceColor: color.default("#e11d48"),
  linePriceColor: color.default("#9ca3af"),
  placeholderColor: color.default("#9ca3af"),
  borderColor: color.default("#e5e7eb"),
  blockSpace: length.default("2rem"),
  borderRadius: length.default("0.5rem"),
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
  titleFontFamily: fontFamily.default("ui-sans-serif, system-ui, sans-serif"),
  fontFamily: fontFamily.default("ui-sans-serif, system-ui, sans-serif"),
  titleFontWeight: fontWeight.default(700),
  fontWeight: fontWeight.default(400),
  fontSize: length.default("1rem"),
  titleFontSize: length.default("1.5rem"),
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
});

export type ThemeConfig = z.infer<typeof themeSchema>;
export type ThemeInput = z.input<typeof themeSchema>;

/** The theme with every default of spec §9 filled in. */
export const DEFAULT_THEME: ThemeConfig = themeSchema.parse({});

/** A partial theme as the admin API accepts it (unknown fields refused). */
export const themePatchSchema = patchSchema(themeSchema);
