import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useNavigation } from "react-router";

/** The leave part of the default transition (spec §9; app.css `shop-leave`). */
const LEAVE_MS = 75;

/** Closes a disclosure, with the 75 ms way out unless the shopper asked for less motion. */
function close(details: HTMLDetailsElement) {
  if (!details.open || details.dataset.closing !== undefined) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    details.removeAttribute("open");
    return;
  }
  details.dataset.closing = "";
  setTimeout(() => {
    delete details.dataset.closing;
    details.removeAttribute("open");
  }, LEAVE_MS);
}

/**
 * A header disclosure (menu, language, currency, account): a native `<details>`, so it opens and closes
 * without JavaScript. With JavaScript it also closes when a navigation starts, on Escape (focus back on
 * its button) and on a click or tap outside it — so it never stays open over the page the shopper went
 * to — and it closes with the default transition.
 */
export function Disclosure({
  summary,
  children,
  className,
  summaryClassName,
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const navigation = useNavigation();

  useEffect(() => {
    if (navigation.state !== "idle" && ref.current) close(ref.current);
  }, [navigation.state]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) close(details);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      close(details);
      if (event.target instanceof Node && details.contains(event.target)) details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  /** The summary's own toggle: opening is the browser's; closing takes the way out. */
  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    const details = ref.current;
    if (!details?.open) return;
    event.preventDefault();
    close(details);
  };

  return (
    <details ref={ref} className={className}>
      <summary className={summaryClassName} onClick={onSummaryClick}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
