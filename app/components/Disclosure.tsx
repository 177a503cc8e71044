import { useEffect, useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";

/**
 * A header disclosure (menu, language, currency, account): a native `<details>`, so it opens and closes
 * without JavaScript. With JavaScript it also closes when a navigation starts, on Escape (focus back on its button) and on a click or tap outside it — so it never stays open over
 * the page the shopper went to.
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
    if (navigation.state !== "idle") ref.current?.removeAttribute("open");
  }, [navigation.state]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.removeAttribute("open");
    };
    // Escape closes it and gives the focus back to its summary.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.removeAttribute("open");
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <details ref={ref} className={className}>
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}
