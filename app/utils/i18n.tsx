import { cloneElement, createContext, use, useMemo, type ReactElement, type ReactNode } from "react";
import { formatCount } from "./numbers.ts";

/**
 * The browser's and the server render's translation hook: `t(key, values)` over the active language's
 * texts that the root loader sends. Same JSON, interpolation (`{{name}}`) and plural suffixes
 * (`_one`, `_other` … by Intl.PluralRules) as i18next on the server, at a fraction of its weight
 * (docs/decisions/010-translation-hook.md).
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;
type Texts = Record<string, unknown>;

function lookup(texts: Texts, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Texts)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function createTranslate(lang: string, texts: Texts): Translate {
  const plurals = new Intl.PluralRules(lang);
  return (key, values) => {
    let text: string | undefined;
    if (values && typeof values.count === "number") {
      text = lookup(texts, `${key}_${plurals.select(values.count)}`) ?? lookup(texts, `${key}_other`);
    }
    text ??= lookup(texts, key);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? (/^(count|max|available|quantity)$/.test(name) ? formatCount(values[name], lang) : String(values[name])) : match,
    );
  };
}

type I18n = { language: string; t: Translate; exists: (key: string) => boolean };
const I18nContext = createContext<I18n>({ language: "en", t: (key) => key, exists: () => false });

export function I18nProvider({ lang, texts, children }: { lang: string; texts: Texts; children?: ReactNode }) {
  const value = useMemo(
    () => ({
      language: lang,
      t: createTranslate(lang, texts),
      exists: (key: string) => lookup(texts, key) !== undefined || lookup(texts, `${key}_other`) !== undefined,
    }),
    [lang, texts],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** `const { t } = useTranslation()`, as with react-i18next. */
export function useTranslation(): { t: Translate; i18n: { language: string; exists: (key: string) => boolean } } {
  const { t, language, exists } = use(I18nContext);
  return { t, i18n: { language, exists } };
}

/**
 * A text with elements inside: `<privacy>privacy policy</privacy>` in the translation becomes
 * `components.privacy` with that text as its children (one level, as the shop's texts need).
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>([\s\S]*?)<\/\1>/g;
  const text = t(i18nKey, values);
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    const element = components[match[1]!];
    parts.push(element ? cloneElement(element as ReactElement<{ children?: ReactNode }>, { key: parts.length }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
