import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import de from "#locales/de/email.json" with { type: "json" };
import en from "#locales/en/email.json" with { type: "json" };
import es from "#locales/es/email.json" with { type: "json" };
import fil from "#locales/fil/email.json" with { type: "json" };
import fr from "#locales/fr/email.json" with { type: "json" };
import id from "#locales/id/email.json" with { type: "json" };
import it from "#locales/it/email.json" with { type: "json" };
import ja from "#locales/ja/email.json" with { type: "json" };
import ko from "#locales/ko/email.json" with { type: "json" };
import pt from "#locales/pt/email.json" with { type: "json" };
import th from "#locales/th/email.json" with { type: "json" };
import vi from "#locales/vi/email.json" with { type: "json" };
import zhHK from "#locales/zh-HK/email.json" with { type: "json" };
import zhTW from "#locales/zh-TW/email.json" with { type: "json" };
import zh from "#locales/zh/email.json" with { type: "json" };

export type EmailTexts = (typeof en)["email"];

const TEXTS: Record<Language, EmailTexts> = {
  en: en.email,
  zh: zh.email,
  "zh-TW": zhTW.email,
  "zh-HK": zhHK.email,
  de: de.email,
  es: es.email,
  fr: fr.email,
  id: id.email,
  it: it.email,
  ja: ja.email,
  ko: ko.email,
  pt: pt.email,
  th: th.email,
  fil: fil.email,
  vi: vi.email,
};

/** The email texts of a language; an unknown language gets English. */
export function emailTexts(lang: string): EmailTexts {
  return TEXTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
}

/**
 * A label and its value as the language writes them, with email.json's `colon`: "Carrier: DHL",
 * "Transporteur : DHL" (a narrow no-break space before the colon), "物流公司：顺丰" (the full-width colon
 * and no space). Without a value: the label and its colon, for a value in other markup.
 */
export function labelled(lang: string, label: string, value = ""): string {
  return `${label}${emailTexts(lang).colon}${value}`;
}

/** A label over the lines that follow it: its colon, without the space a value on the same line takes. */
export function labelLine(lang: string, label: string): string {
  return `${label}${emailTexts(lang).colon.trimEnd()}`;
}

/**
 * Fills `{{name}}` placeholders; `escape` is applied to every value (for HTML). A value that ends with a
 * full stop ends the sentence itself: the template's full stop right after it is dropped, so "… by
 * {{shop}}." reads "… by Northwind Supply Co." and not "Co..". An ellipsis after it is left alone.
 */
export function fill(text: string, values: Record<string, string | number>, escape = (v: string) => v): string {
  return text.replace(/\{\{(\w+)\}\}(\.(?!\.))?/g, (all, name: string, stop: string | undefined) => {
    if (!(name in values)) return all;
    const value = String(values[name]);
    return escape(value) + (stop && !value.endsWith(".") ? stop : "");
  });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
