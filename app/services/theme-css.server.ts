import type { ThemeConfig } from "#contract/theme.ts";

/**
 * The server theme as CSS variables; app.css maps them into Tailwind's theme (with the defaults as
 * fallbacks). Values were validated by the contract's theme schema, and `<` can never appear in them.
 * Written into each document's head (services/document-head.server.ts), so browsers get the text, not
 * this code.
 */
export function themeCss(theme: ThemeConfig): string {
  const vars: Record<string, string | number> = {
    "--shop-background": theme.backgroundColor,
    "--shop-title": theme.titleColor,
    "--shop-hero": theme.heroBgColor,
    "--shop-primary": theme.primaryColor,
    "--shop-secondary": theme.secondaryColor,
    "--shop-info": theme.infoColor,
    "--shop-success": theme.successColor,
    "--shop-warning": theme.warningColor,
    "--shop-error": theme.errorColor,
    "--shop-text": theme.textColor,
    "--shop-desc": theme.descColor,
    "--shop-sales": theme.salesPriceColor,
    "--shop-line": theme.linePriceColor,
    "--shop-placeholder": theme.placeholderColor,
    "--shop-border": theme.borderColor,
    "--shop-block-space": theme.blockSpace,
    "--shop-radius": theme.borderRadius,
    "--shop-title-font": theme.titleFontFamily,
    "--shop-font": theme.fontFamily,
    "--shop-title-weight": theme.titleFontWeight,
    "--shop-weight": theme.fontWeight,
    "--shop-font-size": theme.fontSize,
    "--shop-title-size": theme.titleFontSize,
    "--shop-pad": theme.container.padding.DEFAULT,
    "--shop-pad-sm": theme.container.padding.sm,
    "--shop-pad-lg": theme.container.padding.lg,
    "--shop-pad-xl": theme.container.padding.xl,
    ...Object.fromEntries(Object.entries(theme.container.screens).map(([name, width]) => [`--shop-screen-${name}`, width])),
  };
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${String(value).replace(/[<>{};]/g, "")}`)
    .join(";");
  return `:root{${body}}`;
}

/**
 * What the browser reads of the theme: the theme colour of its `<meta>`, the merchant's injects, the
 * product display flags and whether a page hides its header or footer. Colours, fonts and sizes reach
 * it as the head's CSS variables (`themeCss`), so the hydration data leaves them out (~1 KB of each
 * document's). One object per theme, so the root's and the page's are one in the hydration data.
 */
export type ShownTheme = Pick<ThemeConfig, "primaryColor" | "injects" | "product" | "hideHead" | "hideFoot">;

const shown = new WeakMap<ThemeConfig, ShownTheme>();

export function shownTheme(theme: ThemeConfig): ShownTheme {
  let view = shown.get(theme);
  if (!view) {
    const { primaryColor, injects, product, hideHead, hideFoot } = theme;
    view = { primaryColor, injects, product, hideHead, hideFoot };
    shown.set(theme, view);
  }
  return view;
}
