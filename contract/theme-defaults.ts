/**
 * The theme's shape and the defaults of spec §9 — without zod, so browser code can use them. The
 * schema that validates a theme lives in theme.ts.
 */

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

export type ThemeInject = { type: "css" | "js"; url: string };

export type ThemeConfig = {
  backgroundColor: string;
  titleColor: string;
  heroBgColor: string;
  primaryColor: string;
  secondaryColor: string;
  infoColor: string;
  successColor: string;
  warningColor: string;
  errorColor: string;
  textColor: string;
  descColor: string;
  salesPriceColor: string;
  linePriceColor: string;
  placeholderColor: string;
  borderColor: string;
  blockSpace: string;
  borderRadius: string;
  container: {
    screens: Record<keyof typeof BREAKPOINTS, string>;
    padding: Record<keyof typeof CONTAINER_PADDING, string>;
  };
  titleFontFamily: string;
  fontFamily: string;
  titleFontWeight: number | string;
  fontWeight: number | string;
  fontSize: string;
  titleFontSize: string;
  injects: ThemeInject[];
  /** Product display flags (spec §2, §3). */
  product: { showSlideImage: boolean; showFavorite: boolean; showCart: boolean };
  hideHead: boolean;
  hideFoot: boolean;
};

/** The default primary colour, also the browser's theme colour when a page has no shop data. */
export const DEFAULT_PRIMARY_COLOR = "#4a00ff";

const SYSTEM_FONT = "ui-sans-serif, system-ui, sans-serif";

/** The theme with every default of spec §9 filled in. */
export const DEFAULT_THEME: ThemeConfig = {
  backgroundColor: "#ffffff",
  titleColor: "#111827",
  heroBgColor: "#f3f0ff",
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: "#00d1b2",
  infoColor: "#00b5ff",
  successColor: "#00a96e",
  warningColor: "#ffbe00",
  errorColor: "#ff5861",
  textColor: "#1f2937",
  descColor: "#4b5563",
  salesPriceColor: "#e11d48",
  linePriceColor: "#6b7280",
  placeholderColor: "#9ca3af",
  borderColor: "#e5e7eb",
  blockSpace: "2rem",
  borderRadius: "0.5rem",
  container: { screens: BREAKPOINTS, padding: CONTAINER_PADDING },
  titleFontFamily: SYSTEM_FONT,
  fontFamily: SYSTEM_FONT,
  titleFontWeight: 700,
  fontWeight: 400,
  fontSize: "1rem",
  titleFontSize: "1.5rem",
  injects: [],
  product: { showSlideImage: true, showFavorite: true, showCart: true },
  hideHead: false,
  hideFoot: false,
};
