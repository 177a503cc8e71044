import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { DURATION_BEACON_MS } from "#contract/codes.ts";

const ENDPOINT = "/api/web/stat/duration";
const VISITOR_KEY = "visitorId";

/**
 * The browser's own visitor id (spec §3's local storage key), sent with the beacon so time on page
 * counts per visitor before the visitor has a visitor cookie (browsing sets none). Null when storage
 * is off.
 */
function localVisitorId(): string | null {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = crypto.randomUUID().replaceAll("-", "");
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

function beacon(duration: number, path: string): void {
  const visitorId = localVisitorId();
  navigator.sendBeacon?.(ENDPOINT, JSON.stringify(visitorId ? { duration, path, visitorId } : { duration, path }));
}

/**
 * The duration beacon (spec §7): the seconds spent on the page, sent with `navigator.sendBeacon` every
 * 10 s, when the page is hidden or left, and when a client navigation leaves it. Time while the tab is
 * hidden does not count.
 */
export function DurationBeacon() {
  const { pathname } = useLocation();
  const since = useRef<number | null>(null);
  const path = useRef(pathname);

  useEffect(() => {
    const send = () => {
      if (since.current === null) return;
      const now = performance.now();
      const duration = Math.round((now - since.current) / 1000);
      since.current = now;
      if (duration <= 0 || typeof navigator.sendBeacon !== "function") return;
      beacon(duration, path.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        send();
        since.current = null;
      } else since.current = performance.now();
    };
    since.current = document.visibilityState === "visible" ? performance.now() : null;
    const timer = setInterval(send, DURATION_BEACON_MS);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", send);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", send);
    };
  }, []);

  // A client navigation: the time so far belongs to the page left.
  useEffect(() => {
    if (path.current === pathname) return;
    if (since.current !== null) {
      const duration = Math.round((performance.now() - since.current) / 1000);
      if (duration > 0) beacon(duration, path.current);
      since.current = performance.now();
    }
    path.current = pathname;
  }, [pathname]);

  return null;
}
