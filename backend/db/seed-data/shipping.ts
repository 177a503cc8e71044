import type { Db } from "../connection.ts";

type Label = Record<string, string>;
type SeedMethod = {
  code: "standard" | "express";
  name: Label;
  minDays: number;
  maxDays: number;
  /** USD cents of merchandise after discounts from which shipping is free. */
  freeOver: number | null;
  /** Fee (USD cents) up to `maxGrams`; the last band has `maxGrams: null`. */
  rates: Array<{ maxGrams: number | null; fee: number }>;
};
type SeedZone = { code: string; name: Label; countries: string; methods: SeedMethod[] };

const STANDARD: Label = {
  en: "Standard shipping",
  zh: "标准配送",
  "zh-TW": "標準運送",
  "zh-HK": "標準送貨",
  de: "Standardversand",
  es: "Envío estándar",
  fr: "Livraison standard",
  id: "Pengiriman standar",
  it: "Spedizione standard",
  ja: "通常配送",
  ko: "일반 배송",
  pt: "Envio padrão",
  th: "จัดส่งแบบมาตรฐาน",
  fil: "Karaniwang pagpapadala",
  vi: "Giao hàng tiêu chuẩn",
};
const EXPRESS: Label = {
  en: "Express shipping",
  zh: "快递配送",
  "zh-TW": "快捷運送",
  "zh-HK": "特快送貨",
  de: "Expressversand",
  es: "Envío exprés",
  fr: "Livraison express",
  id: "Pengiriman ekspres",
  it: "Spedizione espressa",
  ja: "お急ぎ便",
  ko: "특급 배송",
  pt: "Envio expresso",
  th: "จัดส่งแบบด่วน",
  fil: "Express na pagpapadala",
  vi: "Giao hàng nhanh",
};

const EU = "AT,BE,BG,HR,CY,CZ,DK,EE,FI,FR,DE,GR,HU,IE,IT,LV,LT,LU,MT,NL,PL,PT,RO,SK,SI,ES,SE";

/** Matches the shipping page: standard in the USA $6.95, free over $75; international from $19.95, free over $200. */
export const shippingZones: SeedZone[] = [
  {
    code: "us",
    name: { en: "United States" },
    countries: "US",
    methods: [
      {
        code: "standard",
        name: STANDARD,
        minDays: 3,
        maxDays: 5,
        freeOver: 7500,
        rates: [
          { maxGrams: 2000, fee: 695 },
          { maxGrams: 5000, fee: 995 },
          { maxGrams: null, fee: 1495 },
        ],
      },
      {
        code: "express",
        name: EXPRESS,
        minDays: 1,
        maxDays: 2,
        freeOver: null,
        rates: [
          { maxGrams: 2000, fee: 1495 },
          { maxGrams: 5000, fee: 1995 },
          { maxGrams: null, fee: 2995 },
        ],
      },
    ],
  },
  {
    code: "eu",
    name: { en: "European Union" },
    countries: EU,
    methods: [
      {
        code: "standard",
        name: STANDARD,
        minDays: 5,
        maxDays: 10,
        freeOver: 20000,
        rates: [
          { maxGrams: 1000, fee: 1495 },
          { maxGrams: 3000, fee: 1995 },
          { maxGrams: null, fee: 2995 },
        ],
      },
      {
        code: "express",
        name: EXPRESS,
        minDays: 2,
        maxDays: 4,
        freeOver: null,
        rates: [
          { maxGrams: 1000, fee: 2995 },
          { maxGrams: 3000, fee: 3995 },
          { maxGrams: null, fee: 5995 },
        ],
      },
    ],
  },
  {
    code: "world",
    name: { en: "Rest of the world" },
    countries: "*",
    methods: [
      {
        code: "standard",
        name: STANDARD,
        minDays: 7,
        maxDays: 14,
        freeOver: 20000,
        rates: [
          { maxGrams: 1000, fee: 1995 },
          { maxGrams: 3000, fee: 2795 },
          { maxGrams: null, fee: 3995 },
        ],
      },
      {
        code: "express",
        name: EXPRESS,
        minDays: 3,
        maxDays: 6,
        freeOver: null,
        rates: [
          { maxGrams: 1000, fee: 3995 },
          { maxGrams: 3000, fee: 5495 },
          { maxGrams: null, fee: 7995 },
        ],
      },
    ],
  },
];

/** Shipping weight of one unit, by category slug. */
export const categoryWeights: Record<string, number> = {
  clothing: 300,
  outerwear: 900,
  bags: 800,
  home: 700,
  accessories: 150,
  "camp-kitchen": 600,
};

/** Writes the shipping zones, methods and weight bands (when none exist) and the SKU weights by category. */
export async function seedShipping(db: Db, zones: SeedZone[] = shippingZones): Promise<void> {
  const existing = await db.selectFrom("shipping_zone").select("id").limit(1).executeTakeFirst();
  if (!existing) {
    for (const [sort, zone] of zones.entries()) {
      const { id: zoneId } = await db
        .insertInto("shipping_zone")
        .values({ code: zone.code, name: zone.name.en ?? zone.code, i18n: "{}", countries: zone.countries, sort })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [methodSort, method] of zone.methods.entries()) {
        const { en, ...others } = method.name;
        const i18n = Object.fromEntries(Object.entries(others).map(([lang, name]) => [lang, { name }]));
        const { id: methodId } = await db
          .insertInto("shipping_method")
          .values({
            zone_id: zoneId,
            code: method.code,
            name: en ?? method.code,
            i18n: JSON.stringify(i18n),
            min_days: method.minDays,
            max_days: method.maxDays,
            free_over: method.freeOver,
            sort: methodSort,
            hidden: 0,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("shipping_rate")
          .values(method.rates.map((r) => ({ method_id: methodId, max_grams: r.maxGrams, fee: r.fee })))
          .execute();
      }
    }
  }
  for (const [slug, grams] of Object.entries(categoryWeights)) {
    await db
      .updateTable("sku")
      .set({ weight_grams: grams })
      .where("product_id", "in", (eb) =>
        eb
          .selectFrom("product")
          .innerJoin("category", "category.id", "product.category_id")
          .select("product.id")
          .where("category.slug", "=", slug),
      )
      .execute();
  }
}
