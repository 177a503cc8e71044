import { describe, expect, it } from "vitest";
import { BREAKPOINTS, CONTAINER_PADDING, DEFAULT_THEME, themePatchSchema, themeSchema } from "./theme.ts";

describe("theme defaults (spec §9)", () => {
  it("has the spec's colours, container padding and breakpoints", () => {
    expect(DEFAULT_THEME).toMatchObject({
      primaryColor: "#4a00ff",
      secondaryColor: "#00d1b2",
      infoColor: "#00b5ff",
      successColor: "#00a96e",
      warningColor: "#ffbe00",
      errorColor: "#ff5861",
      hideHead: false,
      hideFoot: false,
      injects: [],
      product: { showSlideImage: true, showFavorite: true, showCart: true },
    });
    expect(DEFAULT_THEME.container.padding).toEqual({ DEFAULT: ".7rem", sm: "1rem", lg: "1.2rem", xl: "2rem" });
    expect(CONTAINER_PADDING).toEqual(DEFAULT_THEME.container.padding);
    expect(DEFAULT_THEME.container.screens).toEqual({
      sm: "640px",
      md: "768px",
      lg: "1024px",
      xl: "1280px",
      "2xl": "1536px",
      "3xl": "1660px",
    });
    expect(BREAKPOINTS).toEqual(DEFAULT_THEME.container.screens);
  });

  it("refuses values that could break out of CSS", () => {
    for (const color of ["red;}", "#12345g", "url(x)", "expression(alert(1))"]) {
      expect(themeSchema.safeParse({ primaryColor: color }).success, color).toBe(false);
    }
    expect(themeSchema.safeParse({ primaryColor: "rgb(1, 2, 3)" }).success).toBe(true);
    expect(themeSchema.safeParse({ injects: [{ type: "js", url: "javascript:alert(1)" }] }).success).toBe(false);
    expect(themeSchema.safeParse({ injects: [{ type: "css", url: "https://cdn.example.com/a.css" }] }).success).toBe(
      true,
    );
    expect(themePatchSchema.safeParse({ unknown: 1 }).success).toBe(false);
  });
});

describe("themePatchSchema", () => {
  it("keeps omitted fields omitted, so a patch never resets the rest", () => {
    expect(themePatchSchema.parse({ primaryColor: "#000000" })).toEqual({ primaryColor: "#000000" });
    expect(themePatchSchema.safeParse({ primaryColor: "#000000", nope: 1 }).success).toBe(false);
    expect(themePatchSchema.safeParse({ primaryColor: "red;}" }).success).toBe(false);
  });
});
