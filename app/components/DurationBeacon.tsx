import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { DURATION_BEACON_MS } from "#contract/codes.ts";

const ENDPOINT = "/api/web/stat/duration";

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
      navigator.sendBeacon(ENDPOINT, JSON.stringify({ duration, path: path.current }));
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
      if (duration > 0) navigator.sendBeacon?.(ENDPOINT, JSON.stringify({ duration, path: path.current }));
      since.current = performance.now();
    }
    path.current = pathname;
  }, [pathname]);

  return null;
}
