import type { SeedOption, Text } from "./types.ts";

/** Same string in every seeded language (sizes, units, model numbers). */
export const same = (s: string): Text => ({ en: s, zh: s, "zh-TW": s, "zh-HK": s, de: s, fr: s, es: s, ja: s });

// ---------------------------------------------------------------------------
// Spec names
// ---------------------------------------------------------------------------
export const SPEC = {
  material: { en: "Material", zh: "材质", "zh-TW": "材質", "zh-HK": "物料", de: "Material", fr: "Matière", es: "Material", ja: "素材" },
  weight: { en: "Weight", zh: "重量", "zh-TW": "重量", "zh-HK": "重量", de: "Gewicht", fr: "Poids", es: "Peso", ja: "重量" },
  dimensions: { en: "Dimensions", zh: "尺寸", "zh-TW": "尺寸", "zh-HK": "尺寸", de: "Maße", fr: "Dimensions", es: "Medidas", ja: "サイズ" },
  capacity: { en: "Capacity", zh: "容量", "zh-TW": "容量", "zh-HK": "容量", de: "Volumen", fr: "Capacité", es: "Capacidad", ja: "容量" },
  care: { en: "Care", zh: "护理", "zh-TW": "保養方式", "zh-HK": "護理方法", de: "Pflege", fr: "Entretien", es: "Cuidados", ja: "お手入れ" },
  origin: { en: "Made in", zh: "产地", "zh-TW": "產地", "zh-HK": "產地", de: "Hergestellt in", fr: "Fabriqué en", es: "Fabricado en", ja: "生産国" },
  fit: { en: "Fit", zh: "版型", "zh-TW": "版型", "zh-HK": "剪裁", de: "Passform", fr: "Coupe", es: "Corte", ja: "シルエット" },
  waterproofing: { en: "Waterproofing", zh: "防水性能", "zh-TW": "防水性能", "zh-HK": "防水性能", de: "Wassersäule", fr: "Imperméabilité", es: "Impermeabilidad", ja: "耐水圧" },
  burnTime: { en: "Burn time", zh: "燃烧时间", "zh-TW": "燃燒時間", "zh-HK": "燃燒時間", de: "Brenndauer", fr: "Durée de combustion", es: "Duración", ja: "燃焼時間" },
  battery: { en: "Battery", zh: "电池", "zh-TW": "電池", "zh-HK": "電池", de: "Akku", fr: "Batterie", es: "Batería", ja: "バッテリー" },
} satisfies Record<string, Text>;

// ---------------------------------------------------------------------------
// Countries of origin
// ---------------------------------------------------------------------------
export const ORIGIN = {
  portugal: { en: "Portugal", zh: "葡萄牙", "zh-TW": "葡萄牙", "zh-HK": "葡萄牙", de: "Portugal", fr: "Portugal", es: "Portugal", ja: "ポルトガル" },
  japan: { en: "Japan", zh: "日本", "zh-TW": "日本", "zh-HK": "日本", de: "Japan", fr: "Japon", es: "Japón", ja: "日本" },
  usa: { en: "USA", zh: "美国", "zh-TW": "美國", "zh-HK": "美國", de: "USA", fr: "États-Unis", es: "Estados Unidos", ja: "アメリカ" },
  canada: { en: "Canada", zh: "加拿大", "zh-TW": "加拿大", "zh-HK": "加拿大", de: "Kanada", fr: "Canada", es: "Canadá", ja: "カナダ" },
  vietnam: { en: "Vietnam", zh: "越南", "zh-TW": "越南", "zh-HK": "越南", de: "Vietnam", fr: "Viêt Nam", es: "Vietnam", ja: "ベトナム" },
  india: { en: "India", zh: "印度", "zh-TW": "印度", "zh-HK": "印度", de: "Indien", fr: "Inde", es: "India", ja: "インド" },
  ireland: { en: "Ireland", zh: "爱尔兰", "zh-TW": "愛爾蘭", "zh-HK": "愛爾蘭", de: "Irland", fr: "Irlande", es: "Irlanda", ja: "アイルランド" },
  scotland: { en: "Scotland", zh: "苏格兰", "zh-TW": "蘇格蘭", "zh-HK": "蘇格蘭", de: "Schottland", fr: "Écosse", es: "Escocia", ja: "スコットランド" },
  lithuania: { en: "Lithuania", zh: "立陶宛", "zh-TW": "立陶宛", "zh-HK": "立陶宛", de: "Litauen", fr: "Lituanie", es: "Lituania", ja: "リトアニア" },
  italy: { en: "Italy", zh: "意大利", "zh-TW": "義大利", "zh-HK": "意大利", de: "Italien", fr: "Italie", es: "Italia", ja: "イタリア" },
  taiwan: { en: "Taiwan", zh: "台湾", "zh-TW": "台灣", "zh-HK": "台灣", de: "Taiwan", fr: "Taïwan", es: "Taiwán", ja: "台湾" },
  peru: { en: "Peru", zh: "秘鲁", "zh-TW": "秘魯", "zh-HK": "秘魯", de: "Peru", fr: "Pérou", es: "Perú", ja: "ペルー" },
} satisfies Record<string, Text>;

// ---------------------------------------------------------------------------
// Care instructions
// ---------------------------------------------------------------------------
export const CARE = {
  machineCold: { en: "Machine wash cold, tumble dry low", zh: "冷水机洗，低温烘干", "zh-TW": "冷水機洗，低溫烘乾", "zh-HK": "冷水機洗，低溫乾衣", de: "Maschinenwäsche kalt, Trockner auf niedriger Stufe", fr: "Lavage en machine à froid, séchage doux", es: "Lavar a máquina en frío, secadora a baja temperatura", ja: "洗濯機（冷水）可、低温タンブル乾燥" },
  woolWash: { en: "Hand wash or wool cycle, dry flat", zh: "手洗或羊毛程序洗涤，平铺晾干", "zh-TW": "手洗或羊毛洗程，平放晾乾", "zh-HK": "手洗或用羊毛洗程，平放晾乾", de: "Handwäsche oder Wollprogramm, liegend trocknen", fr: "Lavage à la main ou programme laine, séchage à plat", es: "Lavar a mano o programa de lana, secar en plano", ja: "手洗いまたはウールコース、平干し" },
  wipeClean: { en: "Wipe clean with a damp cloth", zh: "用湿布擦拭清洁", "zh-TW": "以濕布擦拭清潔", "zh-HK": "用濕布抹乾淨", de: "Mit einem feuchten Tuch abwischen", fr: "Nettoyer avec un chiffon humide", es: "Limpiar con un paño húmedo", ja: "湿らせた布で拭いてください" },
  spotClean: { en: "Spot clean only, re-wax yearly", zh: "仅局部清洁，每年重新上蜡", "zh-TW": "僅局部清潔，每年重新上蠟", "zh-HK": "只可局部清潔，每年重新上蠟", de: "Nur punktuell reinigen, jährlich nachwachsen", fr: "Nettoyage localisé uniquement, recirer chaque année", es: "Limpiar solo en seco por zonas, encerar una vez al año", ja: "部分洗いのみ、年に一度リワックス" },
  dishwasher: { en: "Dishwasher and microwave safe", zh: "可用洗碗机和微波炉", "zh-TW": "可用洗碗機與微波爐", "zh-HK": "可用洗碗碟機及微波爐", de: "Spülmaschinen- und mikrowellengeeignet", fr: "Compatible lave-vaisselle et micro-ondes", es: "Apto para lavavajillas y microondas", ja: "食洗機・電子レンジ対応" },
  handWashOnly: { en: "Hand wash only", zh: "仅限手洗", "zh-TW": "僅限手洗", "zh-HK": "只可手洗", de: "Nur Handwäsche", fr: "Lavage à la main uniquement", es: "Lavar solo a mano", ja: "手洗いのみ" },
  leather: { en: "Condition twice a year with leather balm", zh: "每年用皮革护理膏保养两次", "zh-TW": "每年以皮革保養油保養兩次", "zh-HK": "每年用皮革護理膏護理兩次", de: "Zweimal im Jahr mit Lederbalsam pflegen", fr: "Nourrir deux fois par an avec un baume pour cuir", es: "Hidratar dos veces al año con bálsamo para cuero", ja: "年2回レザーバームでお手入れ" },
  dryClean: { en: "Dry clean or gentle wool wash", zh: "干洗或轻柔羊毛洗", "zh-TW": "乾洗或輕柔羊毛洗", "zh-HK": "乾洗或輕柔羊毛洗", de: "Chemische Reinigung oder Schonwäsche für Wolle", fr: "Nettoyage à sec ou lavage laine délicat", es: "Limpieza en seco o lavado delicado para lana", ja: "ドライクリーニングまたはウール用おしゃれ着洗い" },
} satisfies Record<string, Text>;

// ---------------------------------------------------------------------------
// Fits
// ---------------------------------------------------------------------------
export const FIT = {
  regular: { en: "Regular fit", zh: "常规版型", "zh-TW": "標準版型", "zh-HK": "標準剪裁", de: "Normale Passform", fr: "Coupe classique", es: "Corte regular", ja: "レギュラーフィット" },
  relaxed: { en: "Relaxed fit", zh: "宽松版型", "zh-TW": "寬鬆版型", "zh-HK": "寬鬆剪裁", de: "Lockere Passform", fr: "Coupe décontractée", es: "Corte holgado", ja: "リラックスフィット" },
  trim: { en: "Trim fit", zh: "修身版型", "zh-TW": "修身版型", "zh-HK": "修身剪裁", de: "Schmale Passform", fr: "Coupe ajustée", es: "Corte entallado", ja: "スリムフィット" },
} satisfies Record<string, Text>;

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------
const SIZE_NAME: Text = { en: "Size", zh: "尺码", "zh-TW": "尺寸", "zh-HK": "尺碼", de: "Größe", fr: "Taille", es: "Talla", ja: "サイズ" };
const COLOR_NAME: Text = { en: "Colour", zh: "颜色", "zh-TW": "顏色", "zh-HK": "顏色", de: "Farbe", fr: "Couleur", es: "Color", ja: "カラー" };

export const sizes = (list: string[], deltas: Record<string, number> = {}): SeedOption => ({
  key: "size",
  name: SIZE_NAME,
  values: list.map((s) => (deltas[s] ? { key: s.toLowerCase(), label: same(s), priceDelta: deltas[s] } : { key: s.toLowerCase(), label: same(s) })),
});
export const SIZES_XS_XL = ["XS", "S", "M", "L", "XL"];
export const SIZES_S_XL = ["S", "M", "L", "XL"];

export const COLOR = {
  charcoal: { en: "Charcoal", zh: "炭灰色", "zh-TW": "炭灰色", "zh-HK": "炭灰色", de: "Anthrazit", fr: "Anthracite", es: "Carbón", ja: "チャコール" },
  forest: { en: "Forest green", zh: "森林绿", "zh-TW": "森林綠", "zh-HK": "森林綠", de: "Tannengrün", fr: "Vert forêt", es: "Verde bosque", ja: "フォレストグリーン" },
  oat: { en: "Oatmeal", zh: "燕麦色", "zh-TW": "燕麥色", "zh-HK": "燕麥色", de: "Haferbeige", fr: "Avoine", es: "Avena", ja: "オートミール" },
  navy: { en: "Navy", zh: "藏青色", "zh-TW": "海軍藍", "zh-HK": "海軍藍", de: "Marineblau", fr: "Bleu marine", es: "Azul marino", ja: "ネイビー" },
  rust: { en: "Rust", zh: "铁锈红", "zh-TW": "鐵鏽紅", "zh-HK": "鐵鏽紅", de: "Rostrot", fr: "Rouille", es: "Óxido", ja: "ラスト" },
  olive: { en: "Olive", zh: "橄榄绿", "zh-TW": "橄欖綠", "zh-HK": "橄欖綠", de: "Oliv", fr: "Olive", es: "Oliva", ja: "オリーブ" },
  stone: { en: "Stone", zh: "岩石灰", "zh-TW": "岩石灰", "zh-HK": "岩石灰", de: "Steingrau", fr: "Pierre", es: "Piedra", ja: "ストーン" },
  black: { en: "Black", zh: "黑色", "zh-TW": "黑色", "zh-HK": "黑色", de: "Schwarz", fr: "Noir", es: "Negro", ja: "ブラック" },
  sand: { en: "Sand", zh: "沙色", "zh-TW": "沙色", "zh-HK": "沙色", de: "Sand", fr: "Sable", es: "Arena", ja: "サンド" },
  tan: { en: "Tan", zh: "棕褐色", "zh-TW": "淺棕色", "zh-HK": "淺啡色", de: "Cognac", fr: "Fauve", es: "Tostado", ja: "タン" },
  sage: { en: "Sage", zh: "鼠尾草绿", "zh-TW": "鼠尾草綠", "zh-HK": "鼠尾草綠", de: "Salbeigrün", fr: "Sauge", es: "Salvia", ja: "セージ" },
  clay: { en: "Clay", zh: "陶土色", "zh-TW": "陶土色", "zh-HK": "陶土色", de: "Terrakotta", fr: "Terre cuite", es: "Arcilla", ja: "クレイ" },
  white: { en: "White", zh: "白色", "zh-TW": "白色", "zh-HK": "白色", de: "Weiß", fr: "Blanc", es: "Blanco", ja: "ホワイト" },
  slate: { en: "Slate blue", zh: "石板蓝", "zh-TW": "石板藍", "zh-HK": "石板藍", de: "Schieferblau", fr: "Bleu ardoise", es: "Azul pizarra", ja: "スレートブルー" },
  tortoise: { en: "Tortoiseshell", zh: "玳瑁色", "zh-TW": "玳瑁色", "zh-HK": "玳瑁色", de: "Schildpatt", fr: "Écaille", es: "Carey", ja: "べっ甲" },
  redCheck: { en: "Red check", zh: "红色格纹", "zh-TW": "紅色格紋", "zh-HK": "紅色格仔", de: "Rot kariert", fr: "Carreaux rouges", es: "Cuadros rojos", ja: "レッドチェック" },
  greenCheck: { en: "Green check", zh: "绿色格纹", "zh-TW": "綠色格紋", "zh-HK": "綠色格仔", de: "Grün kariert", fr: "Carreaux verts", es: "Cuadros verdes", ja: "グリーンチェック" },
  natural: { en: "Natural", zh: "本色", "zh-TW": "原色", "zh-HK": "原色", de: "Natur", fr: "Naturel", es: "Natural", ja: "ナチュラル" },
} satisfies Record<string, Text>;

export type ColorKey = keyof typeof COLOR;

export const colors = (...keys: ColorKey[]): SeedOption => ({
  key: "color",
  name: COLOR_NAME,
  values: keys.map((k) => ({ key: k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()), label: COLOR[k] })),
});
