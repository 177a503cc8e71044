import { useEffect, useRef, useState } from "react";
import { useLocation, useMatches, useRevalidator } from "react-router";
import type { Product } from "#contract/catalog.ts";
import type { RealtimeEvent, RealtimePush } from "#contract/realtime.ts";
import { RealtimeClient, type RealtimeState } from "#app/services/realtime.ts";
import { useTranslation } from "#app/utils/i18n.tsx";

/** How long a live notice stays on screen. */
const NOTICE_MS = 6_000;

/** The product the page shows, if it is a product page: its id and the SKU on screen. */
function shownProduct(matches: ReturnType<typeof useMatches>): { id: number; skuId: number | null } | null {
  for (const match of matches) {
    const page = (match.loaderData as { page?: { meta?: { type?: string }; data?: unknown } } | undefined)?.page;
    if (page?.meta?.type !== "product") continue;
    const product = page.data as Product;
    const sku = product.skus?.find((s) => s.code === product.selectedSku) ?? (product.skus?.length === 1 ? product.skus[0] : null);
    return { id: product.id, skuId: sku?.id ?? null };
  }
  return null;
}

async function socketAddress(): Promise<string> {
  const base = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/message`;
  const response = await fetch("/realtime/ticket", { method: "POST", headers: { accept: "application/json" } });
  if (!response.ok) return base;
  const { ticket } = (await response.json()) as { ticket?: string | null };
  return ticket ? `${base}?token=${encodeURIComponent(ticket)}` : base;
}

/**
 * The live shop (spec §4, §7): once the page runs JavaScript, a socket tells the shopper what changed
 * without a reload — their order paid, shipped or cancelled, a return audited or refunded, a reply to
 * a quote, their cart changed in another tab or device, the product on screen selling out. Notices are
 * spoken by a polite live region; the page showing the thing that changed reads its data again. When
 * the socket has given up reconnecting, the shopper can reconnect. Without JavaScript the pages show
 * the same facts on their next load.
 */
export function LiveShop() {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const matches = useMatches();
  const [state, setState] = useState<RealtimeState>({ connected: false, reconnect: false });
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const client = useRef<RealtimeClient | null>(null);
  const lastReturn = useRef<{ orderNumber: string; at: number } | null>(null);
  const product = shownProduct(matches);
  const productId = product?.id ?? null;

  // What each push means on the page the shopper is on; refreshed every render, read by the socket.
  const onPush = useRef<(push: RealtimePush) => void>(() => {});
  const handle = (push: RealtimePush) => {
    const event = { type: push.msg, ...push.data } as RealtimeEvent;
    const here = location.pathname;
    const say = (text: string) => setNotice({ text, at: Date.now() });
    switch (event.type) {
      case "cart.changed":
        window.dispatchEvent(new CustomEvent("shop:cart", { detail: { count: event.count, version: event.version } }));
        return;
      case "order.updated":
        // The words are the backend's (`notice`); a backend from before they were sends none.
        // A request's push comes with its order's: the request's words stay on screen.
        if (lastReturn.current?.orderNumber !== event.number || Date.now() - lastReturn.current.at > NOTICE_MS) say(t(event.notice || "live.order.updated", { number: event.number }));
        if (here.includes(event.number) || /\/order\/?$/.test(here)) void revalidate();
        return;
      case "return.updated":
        lastReturn.current = { orderNumber: event.orderNumber, at: Date.now() };
        say(t(event.notice || "live.return.updated", { number: event.number }));
        if (here.includes(event.number) || /\/(return|order)(\/|$)/.test(here)) void revalidate();
        return;
      case "inquiry.replied":
        say(t("live.inquiry.replied"));
        if (/\/inquiry\/?$/.test(here)) void revalidate();
        return;
      case "product.stock":
        if (product?.id !== event.productId) return;
        if (product.skuId === event.skuId) say(t(event.inStock ? "live.stock.back" : "live.stock.soldOut"));
        void revalidate();
        return;
    }
  };
  useEffect(() => {
    onPush.current = handle;
  });

  useEffect(() => {
    const realtime = new RealtimeClient({
      address: socketAddress,
      onPush: (push) => onPush.current(push),
      onState: setState,
      log: console.warn,
    });
    client.current = realtime;
    realtime.start();
    return () => realtime.stop();
  }, []);

  // The socket's state on the document, for styles and tests (`data-live="connected"`).
  useEffect(() => {
    document.documentElement.dataset.live = state.connected ? "connected" : state.reconnect ? "paused" : "";
  }, [state]);

  useEffect(() => {
    if (productId === null) return;
    client.current?.watch(productId);
    return () => client.current?.unwatch(productId);
  }, [productId]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <>
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
        {notice ? (
          <p key={notice.at} data-testid="live-notice" className="live-notice pointer-events-auto max-w-md rounded-shop bg-title px-4 py-3 text-sm font-medium text-background shadow-lg">
            {notice.text}
          </p>
        ) : null}
      </div>
      {state.reconnect ? (
        <output className="fixed bottom-4 left-4 z-50 flex items-center gap-3 rounded-shop border border-border bg-background px-4 py-2 text-sm shadow-lg">
          <span>{t("live.paused")}</span>
          <button type="button" onClick={() => client.current?.reconnect()} className="min-h-11 font-medium text-primary hover:underline">
            {t("live.reconnect")}
          </button>
        </output>
      ) : null}
    </>
  );
}
