/**
 * The colon after a label as each language writes it on the page: "Total : 12 €" in French (a narrow
 * no-break space before it), "合計：¥1,200" in Chinese and Japanese (full width, no space), ": " elsewhere.
 * The same rule as the emails' `colon` text (locales/<lng>/email.json).
 */
export function colon(lang: string): string {
  if (lang === "fr") return "\u202f: ";
  return /^(zh|ja)\b/.test(lang) ? "：" : ": ";
}

/** A variant's options as one line, "Colour: Navy · Size: M", with the language's colon. */
export function optionsText(options: Record<string, string>, lang: string): string {
  return Object.entries(options).map(([name, value]) => `${name}${colon(lang)}${value}`).join(" · ");
}
