import type { Product } from "#contract/catalog.ts";
import { usePage } from "#app/components/page-context.tsx";

/** The product a product-* block shows: its own (a `slug` prop, loaded) or the page's. */
export function useProduct(data: unknown): Product | null {
  const { page } = usePage();
  if (data && typeof data === "object" && "skus" in data) return data as Product;
  const pageData = page?.data;
  if (page?.meta.type === "product" && pageData && typeof pageData === "object") return pageData as Product;
  return null;
}

/** The SKU the URL chose, else the first in stock, else the first. */
export function currentSku(product: Product) {
  return (
    product.skus.find((s) => s.code === product.selectedSku) ??
    product.skus.find((s) => s.stock > 0) ??
    product.skus[0] ??
    null
  );
}
