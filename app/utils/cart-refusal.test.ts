import { describe, expect, it } from "vitest";
import { cartRefusalOf, withCartRefusal } from "./cart-refusal.ts";

describe("a refused add-to-cart in the page's address", () => {
  it("goes back with the refusal, the typed quantity and the numbers, for that form only", () => {
    const back = withCartRefusal("/de/product/tee/TEE-S?x=1", "sku-7", { error: "cart.errors.quantity", values: { max: 99 }, quantity: "-3" });
    expect(back).toBe("/de/product/tee/TEE-S?x=1&cartError=cart.errors.quantity&cartFor=sku-7&cartQuantity=-3&cartMax=99#add-to-cart-sku-7-error");
    const params = new URL(back, "http://x").searchParams;
    expect(cartRefusalOf(params, "sku-7")).toEqual({ error: "cart.errors.quantity", values: { max: 99 }, quantity: "-3" });
    expect(cartRefusalOf(params, "sku-8")).toBeNull();
  });

  it("replaces an earlier refusal", () => {
    const twice = withCartRefusal(withCartRefusal("/p?a=b", "sku-1", { error: "cart.errors.stock", values: { available: 2 }, quantity: "5" }), "sku-1", {
      error: "cart.errors.quantity",
      values: {},
      quantity: "",
    });
    expect(twice).toBe("/p?a=b&cartError=cart.errors.quantity&cartFor=sku-1#add-to-cart-sku-1-error");
  });

  it("shows only cart message keys and numbers: anything else in the address is ignored", () => {
    for (const error of ["<script>alert(1)</script>", "errors.unknown", "xcart.errors.quantity", ""]) {
      expect(cartRefusalOf(new URLSearchParams({ cartError: error, cartFor: "sku-1" }), "sku-1")).toBeNull();
    }
    const odd = cartRefusalOf(new URLSearchParams({ cartError: "cart.errors.stock", cartFor: "sku-1", cartAvailable: "lots", cartQuantity: "9".repeat(50) }), "sku-1");
    expect(odd).toEqual({ error: "cart.errors.stock", values: {}, quantity: "999999999999" });
  });
});
