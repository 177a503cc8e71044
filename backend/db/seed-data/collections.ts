import type { SeedData } from "./types.ts";

export const collections: SeedData["collections"] = [
  {
    slug: "new-arrivals",
    name: { en: "New arrivals", zh: "新品上市", "zh-TW": "新品上市", "zh-HK": "新品登場", de: "Neuheiten", fr: "Nouveautés", es: "Novedades", ja: "新着アイテム", id: "Produk baru", it: "Novità", ko: "신상품", pt: "Novidades", th: "สินค้าใหม่", fil: "Mga bagong dating", vi: "Hàng mới về" },
    description: {
      en: "Fresh from our workshops: the latest additions to the Northwind range.",
      zh: "刚从工坊送达：Northwind 系列的最新成员。",
      "zh-TW": "剛從工坊送來：Northwind 系列的最新成員。",
      "zh-HK": "新鮮出爐：Northwind 系列的最新成員。",
      de: "Frisch aus unseren Werkstätten: die neuesten Stücke im Northwind-Sortiment.",
      fr: "Tout juste sortis de nos ateliers : les dernières nouveautés de la gamme Northwind.",
      es: "Recién salidos de nuestros talleres: lo último de la colección Northwind.",
      ja: "工房から届いたばかりの、Northwindの最新アイテム。",
    },
    products: ["loopback-hoodie", "linen-camp-shirt", "insulated-parka", "packable-sling", "soy-candle", "polarised-sunglasses", "rechargeable-headlamp", "pour-over-coffee-kit"],
  },
  {
    slug: "best-sellers",
    name: { en: "Best sellers", zh: "热销商品", "zh-TW": "熱銷商品", "zh-HK": "人氣之選", de: "Bestseller", fr: "Meilleures ventes", es: "Los más vendidos", ja: "ベストセラー", id: "Terlaris", it: "I più venduti", ko: "베스트셀러", pt: "Mais vendidos", th: "สินค้าขายดี", fil: "Pinakamabenta", vi: "Bán chạy nhất" },
    description: {
      en: "The pieces our customers come back for, season after season.",
      zh: "顾客一季又一季回购的经典单品。",
      "zh-TW": "顧客一季又一季回購的經典單品。",
      "zh-HK": "客人一季又一季都回購的經典單品。",
      de: "Die Stücke, für die unsere Kundschaft Saison für Saison wiederkommt.",
      fr: "Les pièces que nos clients rachètent saison après saison.",
      es: "Las prendas y piezas que nuestros clientes vuelven a comprar temporada tras temporada.",
      ja: "シーズンを問わず、お客様がリピートする定番アイテム。",
    },
    products: ["merino-crew-tee", "organic-cotton-pocket-tee", "coastline-rain-jacket", "everyday-daypack-20l", "wool-throw-blanket", "merino-beanie", "insulated-bottle", "cast-iron-skillet"],
  },
  {
    slug: "summer-edit",
    name: { en: "The summer edit", zh: "夏日精选", "zh-TW": "夏日精選", "zh-HK": "夏日精選", de: "Sommer-Edit", fr: "La sélection d’été", es: "Selección de verano", ja: "サマーセレクション", id: "Pilihan musim panas", it: "La selezione estiva", ko: "여름 셀렉션", pt: "Seleção de verão", th: "คัดสรรรับหน้าร้อน", fil: "Mga piling pang-tag-init", vi: "Tuyển chọn mùa hè" },
    description: {
      en: "Light layers and easy companions for long days by the water and warm evenings outside.",
      zh: "轻盈单品与随身好物，陪你度过水边的漫长白昼与温暖的户外夜晚。",
      "zh-TW": "輕盈單品與隨身好物，陪你度過水邊的漫長白天與溫暖的戶外夜晚。",
      "zh-HK": "輕身單品同隨身好物，陪你度過水邊的漫長日子同溫暖的戶外夜晚。",
      de: "Leichte Teile und praktische Begleiter für lange Tage am Wasser und warme Abende draußen.",
      fr: "Des pièces légères et des compagnons pratiques pour les longues journées au bord de l’eau et les soirées douces dehors.",
      es: "Prendas ligeras y compañeros prácticos para los largos días junto al agua y las noches templadas al aire libre.",
      ja: "水辺で過ごす長い一日と、暖かな夜の屋外時間に寄り添う軽やかなアイテム。",
    },
    products: ["linen-camp-shirt", "trail-shorts", "packable-sling", "canvas-cap", "polarised-sunglasses", "waffle-bath-towel"],
  },
];
