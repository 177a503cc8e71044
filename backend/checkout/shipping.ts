import type { ShippingMethod, ShippingMethodCode } from "#contract/order.ts";
import { toPrice, type Display } from "../catalog/display.ts";
import { textOf } from "../catalog/service.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { convertCents } from "../settings/repository.ts";

export type MethodWithRates = { method: Row<"shipping_method">; rates: Row<"shipping_rate">[] };

const allZones = prepared((db) => db.selectFrom("shipping_zone").selectAll().orderBy("sort").orderBy("id"));
const zoneMethods = prepared((db, p: { zone: number }) =>
  db.selectFrom("shipping_method").selectAll().where("zone_id", "=", p.zone).where("hidden", "=", 0).orderBy("sort").orderBy("id"),
);
const zoneRates = prepared((db, p: { zone: number }) =>
  db
    .selectFrom("shipping_rate")
    .innerJoin("shipping_method", "shipping_method.id", "shipping_rate.method_id")
    .selectAll("shipping_rate")
    .where("shipping_method.zone_id", "=", p.zone),
);

/** The zone of a country: the one listing it, else the `*` zone; its visible methods with their weight bands. */
export async function methodsForCountry(db: Db, country: string): Promise<MethodWithRates[]> {
  const zones = await allZones.rows(db, {});
  const zone =
    zones.find((z) =>
      z.countries
        .split(",")
        .map((c) => c.trim().toUpperCase())
        .includes(country),
    ) ?? zones.find((z) => z.countries.trim() === "*");
  if (!zone) return [];
  const [methods, rates] = await Promise.all([zoneMethods.rows(db, { zone: zone.id }), zoneRates.rows(db, { zone: zone.id })]);
  return methods.map((method) => ({
    method,
    rates: rates
      .filter((r) => r.method_id === method.id)
      .sort((a, b) => (a.max_grams ?? Infinity) - (b.max_grams ?? Infinity)),
  }));
}

/**
 * The fee in the display currency's minor units: the first weight band the parcel fits, or nothing when
 * the merchandise total (after discounts, display currency) reaches the method's free-shipping amount.
 */
export function shippingFee(display: Display, entry: MethodWithRates, grams: number, merchandise: number): number {
  const { method, rates } = entry;
  if (
    method.free_over !== null &&
    merchandise >= convertCents(Number(method.free_over), display.rate, display.digits)
  ) {
    return 0;
  }
  const band = rates.find((r) => r.max_grams === null || grams <= r.max_grams) ?? rates.at(-1);
  return band ? convertCents(Number(band.fee), display.rate, display.digits) : 0;
}

export function toShippingMethod(
  display: Display,
  entry: MethodWithRates,
  grams: number,
  merchandise: number,
): ShippingMethod {
  const { method } = entry;
  return {
    code: method.code as ShippingMethodCode,
    name: textOf(method, "name", display.lang).text,
    minDays: method.min_days,
    maxDays: method.max_days,
    fee: { amount: shippingFee(display, entry, grams, merchandise), currency: display.currency },
    freeOver: method.free_over === null ? null : toPrice(display, method.free_over),
  };
}
