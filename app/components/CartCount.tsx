import { useEffect, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";

type Count = { count: number; version: number };
const STORAGE_KEY = "shop-cart";

/**
 * The header's cart count (`cartNum`, visitor data). The root loader's figure, read again after every
 * cart change in this tab (the root revalidates after a form post); another tab's change arrives as a
 * `storage` event, another device's as a realtime push (`shop:cart`, components/LiveShop.tsx), and
 * coming back to the tab reads the count again. The newer cart version wins.
 */
export function CartCount() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // One fetcher per signed-in state: a guest's and a customer's carts count their versions apart.
  const fetcher = useFetcher<Count>({ key: `cart-count-${root?.signedIn ? "customer" : "guest"}` });
  const fromRoot = root?.cart ?? null;
  const [pushed, setPushed] = useState<Count | null>(null);
  const read = fetcher.data && typeof fetcher.data.version === "number" ? fetcher.data : null;
  const shown = [read, pushed].reduce<Count | null>((best, next) => (next && (!best || next.version > best.version) ? next : best), fromRoot);

  useEffect(() => {
    const onPush = (event: Event) => {
      const detail = (event as CustomEvent<Count>).detail;
      if (detail && Number.isInteger(detail.count) && Number.isInteger(detail.version)) setPushed(detail);
    };
    window.addEventListener("shop:cart", onPush);
    return () => window.removeEventListener("shop:cart", onPush);
  }, []);

  // Tell the other tabs when this one learnt of a change.
  useEffect(() => {
    if (!shown) return;
    try {
      const value = JSON.stringify({ count: shown.count, version: shown.version });
      if (localStorage.getItem(STORAGE_KEY) !== value) localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Storage may be off (private mode): the other tabs still read the count again on focus.
    }
  }, [shown]);

  const { load } = fetcher;
  useEffect(() => {
    const reload = () => void load("/cart-count");
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) reload();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") reload();
    };
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [load]);

  const count = shown?.count ?? 0;
  return (
    <>
      <span data-testid="cart-count" aria-hidden="true" className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-white">
        {count}
      </span>
      <span className="sr-only"> {t("cart.count", { count })}</span>
    </>
  );
}
