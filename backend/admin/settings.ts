import { Hono, type Context } from "hono";
import { z } from "zod";
import { ratesPatchSchema, shopPatchSchema } from "#contract/admin.ts";
import type { Currency } from "#contract/currencies.ts";
import { routerConfigPatchSchema, routerConfigSchema } from "#contract/router.ts";
import { themePatchSchema, themeSchema } from "#contract/theme.ts";
import type { AppDeps, AppEnv } from "../app.ts";
import type { Db } from "../db/connection.ts";
import { badRequest, fieldErrors, readJson, sendOk } from "../shared/http.ts";
import {
  getInjectOrigins,
  getRates,
  getSetting,
  getRouterConfig,
  getShopName,
  getTheme,
  getTimeZone,
  putRate,
  putSetting,
  SettingKey,
} from "../settings/repository.ts";

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Merges `patch` into `base` object by object; arrays and scalars replace. */
export function deepMerge(base: Plain, patch: Plain): Plain {
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
    const current = out[key];
    out[key] = isPlain(current) && isPlain(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * Reads a settings patch as sent. The contract's patch schemas validate it, but their parsed output
 * carries every default, so the raw fields are what gets merged into the stored value.
 */
async function readPatch(c: Context, schema: z.ZodType): Promise<Plain> {
  const raw = await readJson(c, z.record(z.string(), z.unknown()));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest("errors.validation", { fields: fieldErrors(parsed.error) });
  return raw;
}

async function shopSettings(db: Db, config: AppDeps["config"]) {
  return {
    name: await getShopName(db, config.shopName),
    timeZone: await getTimeZone(db, config.timeZone),
    injectOrigins: await getInjectOrigins(db),
  };
}

async function currencyRates(db: Db) {
  return { rates: Object.fromEntries(await getRates(db)) as Partial<Record<Currency, number>> };
}

/** Shop-wide settings: theme, router config, shop name and currency rates. */
export function createSettingsApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/theme", async (c) => sendOk(c, await getTheme(c.get("deps").db)))
    .put("/theme", async (c) => {
      const { db } = c.get("deps");
      const patch = await readPatch(c, themePatchSchema);
      const merged = themeSchema.safeParse(deepMerge(await getTheme(db), patch));
      if (!merged.success) throw badRequest("errors.validation", { fields: fieldErrors(merged.error) });
      await putSetting(db, SettingKey.theme, merged.data);
      return sendOk(c, merged.data);
    })
    .get("/router", async (c) => sendOk(c, await getRouterConfig(c.get("deps").db)))
    .put("/router", async (c) => {
      const { db } = c.get("deps");
      const patch = await readPatch(c, routerConfigPatchSchema);
      const merged = routerConfigSchema.safeParse({ ...(await getRouterConfig(db)), ...patch });
      if (!merged.success) throw badRequest("errors.validation", { fields: fieldErrors(merged.error) });
      await putSetting(db, SettingKey.router, merged.data);
      return sendOk(c, merged.data);
    })
    .get("/shop", async (c) => {
      const { db, config } = c.get("deps");
      return sendOk(c, await shopSettings(db, config));
    })
    .put("/shop", async (c) => {
      const input = await readJson(c, shopPatchSchema);
      const { db, config } = c.get("deps");
      const stored = await getSetting(db, SettingKey.shop);
      await putSetting(db, SettingKey.shop, { ...(isPlain(stored) ? stored : {}), ...input });
      return sendOk(c, await shopSettings(db, config));
    })
    .get("/currencies", async (c) => sendOk(c, await currencyRates(c.get("deps").db)))
    .put("/currencies", async (c) => {
      const { db } = c.get("deps");
      const { rates } = await readJson(c, ratesPatchSchema);
      await db.transaction().execute(async (trx) => {
        for (const [code, rate] of Object.entries(rates)) {
          if (code !== "USD" && rate !== undefined) await putRate(trx, code as Currency, rate);
        }
      });
      return sendOk(c, await currencyRates(db));
    });
}
