import { CURRENCIES, type Currency } from "#contract/currencies.ts";
import { routerConfigSchema, type RouterConfig } from "#contract/router.ts";
import { themeSchema, type ThemeConfig } from "#contract/theme.ts";
import type { Db } from "../db/connection.ts";
import { prepared } from "../db/prepared.ts";
import { nowIso } from "../shared/http.ts";
import type { z } from "zod";

/** Keys of the `setting` table; values are JSON. */
export const SettingKey = { theme: "theme", router: "router", shop: "shop", moderation: "moderation", returns: "returns" } as const;
export type SettingKey = (typeof SettingKey)[keyof typeof SettingKey];

const settingValue = prepared((db, p: { key: string }) => db.selectFrom("setting").select("value").where("key", "=", p.key));

export async function getSetting(db: Db, key: SettingKey): Promise<unknown> {
  const row = await settingValue.first(db, { key });
  return row ? parseSetting(row.value) : {};
}

function parseSetting(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

/**
 * A setting read through its schema (over the spec's defaults; a stored value that no longer parses
 * falls back), parsed again only when its stored text changed: the page endpoint reads the theme and
 * the router on every page. The row is still read each time, so every process sees a change at once.
 * The answer is shared between requests: callers copy it, never change it.
 */
function schemaSetting<T>(key: SettingKey, schema: z.ZodType<T>): (db: Db) => Promise<T> {
  let last: { text: string | null; value: T } | null = null;
  return async (db) => {
    const text = (await settingValue.first(db, { key }))?.value ?? null;
    if (last?.text === text) return last.value;
    const parsed = schema.safeParse(text === null ? {} : parseSetting(text));
    const value = parsed.success ? parsed.data : schema.parse({});
    last = { text, value };
    return value;
  };
}

export async function putSetting(db: Db, key: SettingKey, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto("setting")
    .values({ key, value: json })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
    .execute();
}

/** The stored theme over the spec's defaults; a stored value that no longer parses falls back. */
export const getTheme: (db: Db) => Promise<ThemeConfig> = schemaSetting(SettingKey.theme, themeSchema);

export const getRouterConfig: (db: Db) => Promise<RouterConfig> = schemaSetting(SettingKey.router, routerConfigSchema);

export async function getShopName(db: Db, fallback: string): Promise<string> {
  const value = (await getSetting(db, SettingKey.shop)) as { name?: unknown };
  return typeof value.name === "string" && value.name ? value.name : fallback;
}

/** The shop's time zone: the stored one, else the configured default (`SHOP_TIME_ZONE`), else UTC. */
export async function getTimeZone(db: Db, configured: string | undefined): Promise<string> {
  const value = (await getSetting(db, SettingKey.shop)) as { timeZone?: unknown };
  return typeof value.timeZone === "string" && value.timeZone ? value.timeZone : (configured ?? "UTC");
}

/** The origins theme injects may come from (`PUT /api/admin/shop {"injectOrigins"}`); none by default. */
export async function getInjectOrigins(db: Db): Promise<string[]> {
  const value = (await getSetting(db, SettingKey.shop)) as { injectOrigins?: unknown };
  return Array.isArray(value.injectOrigins) ? value.injectOrigins.filter((o): o is string => typeof o === "string") : [];
}

/** The theme's injects the shop may load: its own paths, and URLs from an allowed origin. */
export function allowedInjects(theme: ThemeConfig, origins: readonly string[]): ThemeConfig["injects"] {
  const own = "https://shop.invalid";
  return theme.injects.filter((inject) => {
    try {
      const origin = new URL(inject.url, own).origin;
      return origin === own || origins.includes(origin);
    } catch {
      return false;
    }
  });
}

/** The theme as shoppers get it (page and settings answers): only the injects the shop may load. */
export async function getPublicTheme(db: Db): Promise<ThemeConfig> {
  const [theme, origins] = await Promise.all([getTheme(db), getInjectOrigins(db)]);
  return { ...theme, injects: allowedInjects(theme, origins) };
}

/** Units of each currency per 1 USD. */
const allRates = prepared((db) => db.selectFrom("currency").select(["code", "rate"]));

export async function getRates(db: Db): Promise<Map<Currency, number>> {
  const rows = await allRates.rows(db, {});
  const rates = new Map<Currency, number>([["USD", 1]]);
  for (const row of rows) {
    if ((CURRENCIES as readonly string[]).includes(row.code)) rates.set(row.code as Currency, Number(row.rate));
  }
  return rates;
}

export async function putRate(db: Db, code: Currency, rate: number): Promise<void> {
  const updated_at = nowIso();
  await db
    .insertInto("currency")
    .values({ code, rate, updated_at })
    .onConflict((oc) => oc.column("code").doUpdateSet({ rate, updated_at }))
    .execute();
}

/**
 * Converts USD cents into minor units of `currency`, rounding once, half away from zero.
 * `digits` is the currency's minor-unit count (0 for JPY).
 */
export function convertCents(cents: number, rate: number, digits: number): number {
  return Math.round((cents / 100) * rate * 10 ** digits);
}
