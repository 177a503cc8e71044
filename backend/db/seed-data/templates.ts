import type { SeedData } from "./types.ts";

type Template = SeedData["templates"][number];

/** Per-language copy for the home page and the layout chrome. Keep single quotes out (props are single-quoted). */
type Copy = {
  heroTitle: string;
  heroText: string;
  heroButton: string;
  newArrivals: string;
  bestSellers: string;
  promotions: string;
  journal: string;
  announcement: string;
  about: string;
  shipping: string;
  privacy: string;
  terms: string;
  contact: string;
};

const copy: Record<string, Copy> = {
  "": {
    heroTitle: "Made for the long way round",
    heroText: "Outdoor and everyday gear in natural and recycled materials, built to be worn, repaired and handed down.",
    heroButton: "Shop new arrivals",
    newArrivals: "New arrivals",
    bestSellers: "Best sellers",
    promotions: "Current offers",
    journal: "From the journal",
    announcement: "Free shipping on US orders over $75 · 30-day returns",
    about: "About us",
    shipping: "Shipping &amp; returns",
    privacy: "Privacy policy",
    terms: "Terms of service",
    contact: "Contact us",
  },
  zh: {
    heroTitle: "为走远路而生",
    heroText: "以天然与再生材料制成的户外与日常装备，经得起穿着、修补，也值得传承。",
    heroButton: "选购新品",
    newArrivals: "新品上市",
    bestSellers: "热销商品",
    promotions: "当前优惠",
    journal: "品牌志",
    announcement: "美国境内订单满 $75 免运费 · 30 天内可退货",
    about: "关于我们",
    shipping: "配送与退货",
    privacy: "隐私政策",
    terms: "服务条款",
    contact: "联系我们",
  },
  "zh-TW": {
    heroTitle: "為走遠路而生",
    heroText: "以天然與回收材質製成的戶外與日常裝備，耐穿、可修補，也值得傳承。",
    heroButton: "選購新品",
    newArrivals: "新品上市",
    bestSellers: "熱銷商品",
    promotions: "本期優惠",
    journal: "品牌誌",
    announcement: "美國境內訂單滿 $75 免運費 · 30 天內可退貨",
    about: "關於我們",
    shipping: "運送與退貨",
    privacy: "隱私權政策",
    terms: "服務條款",
    contact: "聯絡我們",
  },
  "zh-HK": {
    heroTitle: "為走遠路而生",
    heroText: "以天然及回收物料製成的戶外及日常裝備，耐用、可修補，更值得傳承。",
    heroButton: "選購新品",
    newArrivals: "新品登場",
    bestSellers: "人氣之選",
    promotions: "最新優惠",
    journal: "品牌專欄",
    announcement: "美國訂單滿 $75 免費送貨 · 30 日內可退貨",
    about: "關於我們",
    shipping: "送貨及退貨",
    privacy: "私隱政策",
    terms: "條款及細則",
    contact: "聯絡我們",
  },
  de: {
    heroTitle: "Gemacht für den langen Weg",
    heroText: "Outdoor- und Alltagsausrüstung aus natürlichen und recycelten Materialien – zum Tragen, Reparieren und Weitergeben.",
    heroButton: "Neuheiten entdecken",
    newArrivals: "Neuheiten",
    bestSellers: "Bestseller",
    promotions: "Aktuelle Angebote",
    journal: "Aus dem Journal",
    announcement: "Kostenloser Versand innerhalb der USA ab 75 $ · 30 Tage Rückgaberecht",
    about: "Über uns",
    shipping: "Versand &amp; Rückgabe",
    privacy: "Datenschutz",
    terms: "AGB",
    contact: "Kontakt",
  },
  fr: {
    heroTitle: "Conçu pour les longs chemins",
    heroText: "Vêtements et équipement pour le plein air et le quotidien, en matières naturelles et recyclées, faits pour être portés, réparés et transmis.",
    heroButton: "Découvrir les nouveautés",
    newArrivals: "Nouveautés",
    bestSellers: "Meilleures ventes",
    promotions: "Offres du moment",
    journal: "À lire dans le journal",
    announcement: "Livraison offerte aux États-Unis dès 75 $ · Retours sous 30 jours",
    about: "À propos",
    shipping: "Livraison et retours",
    privacy: "Confidentialité",
    terms: "CGV",
    contact: "Nous contacter",
  },
  es: {
    heroTitle: "Hecho para el camino largo",
    heroText: "Ropa y equipo para la montaña y el día a día en materiales naturales y reciclados, pensados para usarse, repararse y heredarse.",
    heroButton: "Ver novedades",
    newArrivals: "Novedades",
    bestSellers: "Los más vendidos",
    promotions: "Ofertas actuales",
    journal: "Desde nuestro diario",
    announcement: "Envío gratis en EE. UU. a partir de 75 $ · Devoluciones en 30 días",
    about: "Sobre nosotros",
    shipping: "Envíos y devoluciones",
    privacy: "Privacidad",
    terms: "Términos y condiciones",
    contact: "Contacto",
  },
  ja: {
    heroTitle: "長く歩く、長く使う。",
    heroText: "天然素材とリサイクル素材でつくる、アウトドアと毎日のための服と道具。着て、直して、受け継げるものを。",
    heroButton: "新着アイテムを見る",
    newArrivals: "新着アイテム",
    bestSellers: "ベストセラー",
    promotions: "開催中のキャンペーン",
    journal: "ジャーナル",
    announcement: "米国内 $75 以上のご注文で送料無料・30日間返品可能",
    about: "私たちについて",
    shipping: "配送・返品",
    privacy: "プライバシーポリシー",
    terms: "利用規約",
    contact: "お問い合わせ",
  },
};

const block = (name: string, props: Record<string, unknown>): string =>
  `<shop-block name="${name}" props='${JSON.stringify(props)}'></shop-block>`;

const homeBody = (c: Copy): string =>
  [
    `<section class="hero"><h1>${c.heroTitle}</h1><p>${c.heroText}</p><a class="button" href="shop:collection/new-arrivals">${c.heroButton}</a></section>`,
    block("product-list", { collection: "new-arrivals", limit: 8, title: c.newArrivals }),
    block("product-list", { collection: "best-sellers", limit: 4, title: c.bestSellers }),
    block("promotions", { title: c.promotions }),
    block("article-list", { limit: 3, title: c.journal }),
  ].join("\n");

// The newsletter sign-up sits in every page's footer (issue 9), above the links.
const layoutFoot = (c: Copy): string =>
  [
    block("newsletter", {}),
    `<nav class="footer-links"><a href="shop:page/about">${c.about}</a><a href="shop:page/shipping">${c.shipping}</a><a href="shop:page/contact">${c.contact}</a><a href="shop:page/privacy">${c.privacy}</a><a href="shop:page/terms">${c.terms}</a></nav>`,
  ].join("\n");

/** The contact page: its text, then the feedback form. */
const contactBody = [
  `<div class="mx-auto flex max-w-3xl flex-col gap-2">`,
  block("page-content", {}),
  block("feedback", {}),
  `</div>`,
].join("");

export const templates: Template[] = [
  ...Object.entries(copy).flatMap(([lang, c]): Template[] => [
    { type: "custom", slug: "home", lang, head: "", body: homeBody(c), foot: "" },
    { type: "layout", slug: "", lang, head: `<p class="announcement">${c.announcement}</p>`, body: "", foot: layoutFoot(c) },
  ]),
  { type: "page", slug: "contact", lang: "", head: "", body: contactBody, foot: "" },
];
