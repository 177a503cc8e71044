import type { SeedOption, Text } from "./types.ts";

/** Same string in every seeded language (sizes, units, model numbers). */
export const same = (s: string): Text => ({ en: s, zh: s, "zh-TW": s, "zh-HK": s, de: s, fr: s, es: s, ja: s, id: s, it: s, ko: s, pt: s, th: s, fil: s, vi: s });

// ---------------------------------------------------------------------------
// Spec names
// ---------------------------------------------------------------------------
export const SPEC = {
  material: { en: "Material", zh: "材质", "zh-TW": "材質", "zh-HK": "物料", de: "Material", fr: "Matière", es: "Material", ja: "素材", id: "Bahan", it: "Materiale", ko: "소재", pt: "Material", th: "วัสดุ", fil: "Materyal", vi: "Chất liệu" },
  weight: { en: "Weight", zh: "重量", "zh-TW": "重量", "zh-HK": "重量", de: "Gewicht", fr: "Poids", es: "Peso", ja: "重量", id: "Berat", it: "Peso", ko: "무게", pt: "Peso", th: "น้ำหนัก", fil: "Timbang", vi: "Trọng lượng" },
  dimensions: { en: "Dimensions", zh: "尺寸", "zh-TW": "尺寸", "zh-HK": "尺寸", de: "Maße", fr: "Dimensions", es: "Medidas", ja: "サイズ", id: "Dimensi", it: "Dimensioni", ko: "크기", pt: "Dimensões", th: "ขนาด", fil: "Sukat", vi: "Kích thước" },
  capacity: { en: "Capacity", zh: "容量", "zh-TW": "容量", "zh-HK": "容量", de: "Volumen", fr: "Capacité", es: "Capacidad", ja: "容量", id: "Kapasitas", it: "Capacità", ko: "용량", pt: "Capacidade", th: "ความจุ", fil: "Kapasidad", vi: "Dung tích" },
  care: { en: "Care", zh: "护理", "zh-TW": "保養方式", "zh-HK": "護理方法", de: "Pflege", fr: "Entretien", es: "Cuidados", ja: "お手入れ", id: "Perawatan", it: "Manutenzione", ko: "관리 방법", pt: "Cuidados", th: "การดูแลรักษา", fil: "Pag-aalaga", vi: "Bảo quản" },
  origin: { en: "Made in", zh: "产地", "zh-TW": "產地", "zh-HK": "產地", de: "Hergestellt in", fr: "Fabriqué en", es: "Fabricado en", ja: "生産国", id: "Buatan", it: "Prodotto in", ko: "원산지", pt: "Fabricado em", th: "ผลิตที่", fil: "Ginawa sa", vi: "Sản xuất tại" },
  fit: { en: "Fit", zh: "版型", "zh-TW": "版型", "zh-HK": "剪裁", de: "Passform", fr: "Coupe", es: "Corte", ja: "シルエット", id: "Potongan", it: "Vestibilità", ko: "핏", pt: "Modelagem", th: "ทรง", fil: "Tabas", vi: "Dáng" },
  waterproofing: { en: "Waterproofing", zh: "防水性能", "zh-TW": "防水性能", "zh-HK": "防水性能", de: "Wassersäule", fr: "Imperméabilité", es: "Impermeabilidad", ja: "耐水圧", id: "Ketahanan air", it: "Impermeabilità", ko: "내수압", pt: "Impermeabilidade", th: "ค่ากันน้ำ", fil: "Proteksiyon sa tubig", vi: "Khả năng chống nước" },
  burnTime: { en: "Burn time", zh: "燃烧时间", "zh-TW": "燃燒時間", "zh-HK": "燃燒時間", de: "Brenndauer", fr: "Durée de combustion", es: "Duración", ja: "燃焼時間", id: "Waktu nyala", it: "Durata di combustione", ko: "연소 시간", pt: "Tempo de queima", th: "ระยะเวลาการเผาไหม้", fil: "Tagal ng sindi", vi: "Thời gian cháy" },
  battery: { en: "Battery", zh: "电池", "zh-TW": "電池", "zh-HK": "電池", de: "Akku", fr: "Batterie", es: "Batería", ja: "バッテリー", id: "Baterai", it: "Batteria", ko: "배터리", pt: "Bateria", th: "แบตเตอรี่", fil: "Baterya", vi: "Pin" },
} satisfies Record<string, Text>;

// ---------------------------------------------------------------------------
// Countries of origin
// ---------------------------------------------------------------------------
export const ORIGIN = {
  portugal: { en: "Portugal", zh: "葡萄牙", "zh-TW": "葡萄牙", "zh-HK": "葡萄牙", de: "Portugal", fr: "Portugal", es: "Portugal", ja: "ポルトガル", id: "Portugal", it: "Portogallo", ko: "포르투갈", pt: "Portugal", th: "โปรตุเกส", fil: "Portugal", vi: "Bồ Đào Nha" },
  japan: { en: "Japan", zh: "日本", "zh-TW": "日本", "zh-HK": "日本", de: "Japan", fr: "Japon", es: "Japón", ja: "日本", id: "Jepang", it: "Giappone", ko: "일본", pt: "Japão", th: "ญี่ปุ่น", fil: "Japan", vi: "Nhật Bản" },
  usa: { en: "USA", zh: "美国", "zh-TW": "美國", "zh-HK": "美國", de: "USA", fr: "États-Unis", es: "Estados Unidos", ja: "アメリカ", id: "Amerika Serikat", it: "Stati Uniti", ko: "미국", pt: "Estados Unidos", th: "สหรัฐอเมริกา", fil: "Estados Unidos", vi: "Hoa Kỳ" },
  canada: { en: "Canada", zh: "加拿大", "zh-TW": "加拿大", "zh-HK": "加拿大", de: "Kanada", fr: "Canada", es: "Canadá", ja: "カナダ", id: "Kanada", it: "Canada", ko: "캐나다", pt: "Canadá", th: "แคนาดา", fil: "Canada", vi: "Canada" },
  vietnam: { en: "Vietnam", zh: "越南", "zh-TW": "越南", "zh-HK": "越南", de: "Vietnam", fr: "Viêt Nam", es: "Vietnam", ja: "ベトナム", id: "Vietnam", it: "Vietnam", ko: "베트남", pt: "Vietnã", th: "เวียดนาม", fil: "Vietnam", vi: "Việt Nam" },
  india: { en: "India", zh: "印度", "zh-TW": "印度", "zh-HK": "印度", de: "Indien", fr: "Inde", es: "India", ja: "インド", id: "India", it: "India", ko: "인도", pt: "Índia", th: "อินเดีย", fil: "India", vi: "Ấn Độ" },
  ireland: { en: "Ireland", zh: "爱尔兰", "zh-TW": "愛爾蘭", "zh-HK": "愛爾蘭", de: "Irland", fr: "Irlande", es: "Irlanda", ja: "アイルランド", id: "Irlandia", it: "Irlanda", ko: "아일랜드", pt: "Irlanda", th: "ไอร์แลนด์", fil: "Ireland", vi: "Ireland" },
  scotland: { en: "Scotland", zh: "苏格兰", "zh-TW": "蘇格蘭", "zh-HK": "蘇格蘭", de: "Schottland", fr: "Écosse", es: "Escocia", ja: "スコットランド", id: "Skotlandia", it: "Scozia", ko: "스코틀랜드", pt: "Escócia", th: "สกอตแลนด์", fil: "Scotland", vi: "Scotland" },
  lithuania: { en: "Lithuania", zh: "立陶宛", "zh-TW": "立陶宛", "zh-HK": "立陶宛", de: "Litauen", fr: "Lituanie", es: "Lituania", ja: "リトアニア", id: "Lituania", it: "Lituania", ko: "리투아니아", pt: "Lituânia", th: "ลิทัวเนีย", fil: "Lithuania", vi: "Litva" },
  italy: { en: "Italy", zh: "意大利", "zh-TW": "義大利", "zh-HK": "意大利", de: "Italien", fr: "Italie", es: "Italia", ja: "イタリア", id: "Italia", it: "Italia", ko: "이탈리아", pt: "Itália", th: "อิตาลี", fil: "Italya", vi: "Ý" },
  taiwan: { en: "Taiwan", zh: "台湾", "zh-TW": "台灣", "zh-HK": "台灣", de: "Taiwan", fr: "Taïwan", es: "Taiwán", ja: "台湾", id: "Taiwan", it: "Taiwan", ko: "대만", pt: "Taiwan", th: "ไต้หวัน", fil: "Taiwan", vi: "Đài Loan" },
  peru: { en: "Peru", zh: "秘鲁", "zh-TW": "秘魯", "zh-HK": "秘魯", de: "Peru", fr: "Pérou", es: "Perú", ja: "ペルー", id: "Peru", it: "Perù", ko: "페루", pt: "Peru", th: "เปรู", fil: "Peru", vi: "Peru" },
} satisfies Record<string, Text>;

// ---------------------------------------------------------------------------
// Care instructions
// ---------------------------------------------------------------------------
export const CARE = {
  machineCold: { en: "Machine wash cold, tumble dry low", zh: "冷水机洗，低温烘干", "zh-TW": "冷水機洗，低溫烘乾", "zh-HK": "冷水機洗，低溫乾衣", de: "Maschinenwäsche kalt, Trockner auf niedriger Stufe", fr: "Lavage en machine à froid, séchage doux", es: "Lavar a máquina en frío, secadora a baja temperatura", ja: "洗濯機（冷水）可、低温タンブル乾燥", id: "Cuci mesin dengan air dingin, keringkan di mesin pengering suhu rendah", it: "Lavaggio in lavatrice a freddo, asciugatrice a bassa temperatura", ko: "찬물 세탁기 세탁, 저온 건조기 사용", pt: "Lavar à máquina em água fria, secar na secadora em temperatura baixa", th: "ซักเครื่องด้วยน้ำเย็น อบแห้งด้วยความร้อนต่ำ", fil: "Labhan sa washing machine sa malamig na tubig, patuyuin sa dryer sa mahinang init", vi: "Giặt máy nước lạnh, sấy khô ở nhiệt độ thấp" },
  woolWash: { en: "Hand wash or wool cycle, dry flat", zh: "手洗或羊毛程序洗涤，平铺晾干", "zh-TW": "手洗或羊毛洗程，平放晾乾", "zh-HK": "手洗或用羊毛洗程，平放晾乾", de: "Handwäsche oder Wollprogramm, liegend trocknen", fr: "Lavage à la main ou programme laine, séchage à plat", es: "Lavar a mano o programa de lana, secar en plano", ja: "手洗いまたはウールコース、平干し", id: "Cuci tangan atau program wol, keringkan dengan dibentangkan mendatar", it: "Lavaggio a mano o programma lana, asciugare in piano", ko: "손세탁 또는 울 코스 세탁, 뉘어서 건조", pt: "Lavar à mão ou no ciclo para lã, secar na horizontal", th: "ซักมือหรือใช้โปรแกรมซักผ้าขนสัตว์ ตากแห้งในแนวราบ", fil: "Labhan sa kamay o sa wool cycle, patuyuin nang nakalatag", vi: "Giặt tay hoặc chế độ giặt len, phơi phẳng" },
  wipeClean: { en: "Wipe clean with a damp cloth", zh: "用湿布擦拭清洁", "zh-TW": "以濕布擦拭清潔", "zh-HK": "用濕布抹乾淨", de: "Mit einem feuchten Tuch abwischen", fr: "Nettoyer avec un chiffon humide", es: "Limpiar con un paño húmedo", ja: "湿らせた布で拭いてください", id: "Bersihkan dengan kain lembap", it: "Pulire con un panno umido", ko: "젖은 천으로 닦아 주세요", pt: "Limpar com um pano úmido", th: "เช็ดทำความสะอาดด้วยผ้าชุบน้ำหมาด ๆ", fil: "Punasan ng basang tela", vi: "Lau sạch bằng khăn ẩm" },
  spotClean: { en: "Spot clean only, re-wax yearly", zh: "仅局部清洁，每年重新上蜡", "zh-TW": "僅局部清潔，每年重新上蠟", "zh-HK": "只可局部清潔，每年重新上蠟", de: "Nur punktuell reinigen, jährlich nachwachsen", fr: "Nettoyage localisé uniquement, recirer chaque année", es: "Limpiar solo en seco por zonas, encerar una vez al año", ja: "部分洗いのみ、年に一度リワックス", id: "Bersihkan noda setempat saja, lapisi ulang dengan lilin setiap tahun", it: "Solo pulizia localizzata, ricerare una volta l’anno", ko: "부분 세척만 가능, 매년 왁스 재도포", pt: "Apenas limpeza localizada, reencerar uma vez por ano", th: "ทำความสะอาดเฉพาะจุดเท่านั้น ลงแว็กซ์ใหม่ปีละครั้ง", fil: "Linisin lang ang may mantsa, i-wax muli taun-taon", vi: "Chỉ làm sạch cục bộ, phủ sáp lại mỗi năm" },
  dishwasher: { en: "Dishwasher and microwave safe", zh: "可用洗碗机和微波炉", "zh-TW": "可用洗碗機與微波爐", "zh-HK": "可用洗碗碟機及微波爐", de: "Spülmaschinen- und mikrowellengeeignet", fr: "Compatible lave-vaisselle et micro-ondes", es: "Apto para lavavajillas y microondas", ja: "食洗機・電子レンジ対応", id: "Aman untuk mesin cuci piring dan microwave", it: "Adatto a lavastoviglie e microonde", ko: "식기세척기·전자레인지 사용 가능", pt: "Pode ir à lava-louças e ao micro-ondas", th: "ใช้กับเครื่องล้างจานและไมโครเวฟได้", fil: "Puwede sa dishwasher at microwave", vi: "Dùng được với máy rửa bát và lò vi sóng" },
  handWashOnly: { en: "Hand wash only", zh: "仅限手洗", "zh-TW": "僅限手洗", "zh-HK": "只可手洗", de: "Nur Handwäsche", fr: "Lavage à la main uniquement", es: "Lavar solo a mano", ja: "手洗いのみ", id: "Hanya cuci tangan", it: "Solo lavaggio a mano", ko: "손세탁만 가능", pt: "Lavar somente à mão", th: "ซักมือเท่านั้น", fil: "Labhan sa kamay lamang", vi: "Chỉ giặt tay" },
  leather: { en: "Condition twice a year with leather balm", zh: "每年用皮革护理膏保养两次", "zh-TW": "每年以皮革保養油保養兩次", "zh-HK": "每年用皮革護理膏護理兩次", de: "Zweimal im Jahr mit Lederbalsam pflegen", fr: "Nourrir deux fois par an avec un baume pour cuir", es: "Hidratar dos veces al año con bálsamo para cuero", ja: "年2回レザーバームでお手入れ", id: "Rawat dua kali setahun dengan balsam kulit", it: "Nutrire due volte l’anno con un balsamo per pelle", ko: "1년에 두 번 가죽 밤으로 관리", pt: "Hidratar duas vezes por ano com bálsamo para couro", th: "บำรุงด้วยบาล์มสำหรับเครื่องหนังปีละสองครั้ง", fil: "Pahiran ng leather balm dalawang beses sa isang taon", vi: "Dưỡng bằng sáp dưỡng da hai lần mỗi năm" },
  dryClean: { en: "Dry clean or gentle wool wash", zh: "干洗或轻柔羊毛洗", "zh-TW": "乾洗或輕柔羊毛洗", "zh-HK": "乾洗或輕柔羊毛洗", de: "Chemische Reinigung oder Schonwäsche für Wolle", fr: "Nettoyage à sec ou lavage laine délicat", es: "Limpieza en seco o lavado delicado para lana", ja: "ドライクリーニングまたはウール用おしゃれ着洗い", id: "Dry clean atau cuci lembut khusus wol", it: "Lavaggio a secco o lavaggio delicato per lana", ko: "드라이클리닝 또는 울 전용 약세탁", pt: "Lavar a seco ou lavagem delicada para lã", th: "ซักแห้ง หรือซักถนอมผ้าแบบผ้าขนสัตว์", fil: "I-dry clean o labhan nang marahan gamit ang wool cycle", vi: "Giặt khô hoặc giặt nhẹ chế độ đồ len" },
} satisfies Record<string, Text>;

// ---------------------------------------------------------------------------
// Fits
// ---------------------------------------------------------------------------
export const FIT = {
  regular: { en: "Regular fit", zh: "常规版型", "zh-TW": "標準版型", "zh-HK": "標準剪裁", de: "Normale Passform", fr: "Coupe classique", es: "Corte regular", ja: "レギュラーフィット", id: "Potongan reguler", it: "Vestibilità regolare", ko: "레귤러 핏", pt: "Modelagem tradicional", th: "ทรงปกติ", fil: "Regular fit", vi: "Dáng tiêu chuẩn" },
  relaxed: { en: "Relaxed fit", zh: "宽松版型", "zh-TW": "寬鬆版型", "zh-HK": "寬鬆剪裁", de: "Lockere Passform", fr: "Coupe décontractée", es: "Corte holgado", ja: "リラックスフィット", id: "Potongan longgar", it: "Vestibilità comoda", ko: "릴랙스드 핏", pt: "Modelagem ampla", th: "ทรงหลวมสบาย", fil: "Maluwag na fit", vi: "Dáng rộng" },
  trim: { en: "Trim fit", zh: "修身版型", "zh-TW": "修身版型", "zh-HK": "修身剪裁", de: "Schmale Passform", fr: "Coupe ajustée", es: "Corte entallado", ja: "スリムフィット", id: "Potongan ramping", it: "Vestibilità slim", ko: "슬림 핏", pt: "Modelagem slim", th: "ทรงเข้ารูป", fil: "Hapit na fit", vi: "Dáng ôm" },
} satisfies Record<string, Text>;

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------
const SIZE_NAME: Text = { en: "Size", zh: "尺码", "zh-TW": "尺寸", "zh-HK": "尺碼", de: "Größe", fr: "Taille", es: "Talla", ja: "サイズ", id: "Ukuran", it: "Taglia", ko: "사이즈", pt: "Tamanho", th: "ไซซ์", fil: "Sukat", vi: "Kích cỡ" };
const COLOR_NAME: Text = { en: "Colour", zh: "颜色", "zh-TW": "顏色", "zh-HK": "顏色", de: "Farbe", fr: "Couleur", es: "Color", ja: "カラー", id: "Warna", it: "Colore", ko: "색상", pt: "Cor", th: "สี", fil: "Kulay", vi: "Màu sắc" };

export const sizes = (list: string[], deltas: Record<string, number> = {}): SeedOption => ({
  key: "size",
  name: SIZE_NAME,
  values: list.map((s) => (deltas[s] ? { key: s.toLowerCase(), label: same(s), priceDelta: deltas[s] } : { key: s.toLowerCase(), label: same(s) })),
});
export const SIZES_XS_XL = ["XS", "S", "M", "L", "XL"];
export const SIZES_S_XL = ["S", "M", "L", "XL"];

export const COLOR = {
  charcoal: { en: "Charcoal", zh: "炭灰色", "zh-TW": "炭灰色", "zh-HK": "炭灰色", de: "Anthrazit", fr: "Anthracite", es: "Carbón", ja: "チャコール", id: "Abu arang", it: "Antracite", ko: "차콜", pt: "Grafite", th: "สีชาร์โคล", fil: "Charcoal", vi: "Xám than" },
  forest: { en: "Forest green", zh: "森林绿", "zh-TW": "森林綠", "zh-HK": "森林綠", de: "Tannengrün", fr: "Vert forêt", es: "Verde bosque", ja: "フォレストグリーン", id: "Hijau hutan", it: "Verde bosco", ko: "포레스트 그린", pt: "Verde-floresta", th: "สีเขียวป่า", fil: "Forest green", vi: "Xanh rừng" },
  oat: { en: "Oatmeal", zh: "燕麦色", "zh-TW": "燕麥色", "zh-HK": "燕麥色", de: "Haferbeige", fr: "Avoine", es: "Avena", ja: "オートミール", id: "Oatmeal", it: "Avena", ko: "오트밀", pt: "Aveia", th: "สีโอ๊ตมีล", fil: "Oatmeal", vi: "Màu yến mạch" },
  navy: { en: "Navy", zh: "藏青色", "zh-TW": "海軍藍", "zh-HK": "海軍藍", de: "Marineblau", fr: "Bleu marine", es: "Azul marino", ja: "ネイビー", id: "Biru dongker", it: "Blu navy", ko: "네이비", pt: "Azul-marinho", th: "สีกรมท่า", fil: "Navy blue", vi: "Xanh navy" },
  rust: { en: "Rust", zh: "铁锈红", "zh-TW": "鐵鏽紅", "zh-HK": "鐵鏽紅", de: "Rostrot", fr: "Rouille", es: "Óxido", ja: "ラスト", id: "Merah karat", it: "Ruggine", ko: "러스트", pt: "Ferrugem", th: "สีสนิม", fil: "Kulay-kalawang", vi: "Đỏ gỉ sắt" },
  olive: { en: "Olive", zh: "橄榄绿", "zh-TW": "橄欖綠", "zh-HK": "橄欖綠", de: "Oliv", fr: "Olive", es: "Oliva", ja: "オリーブ", id: "Hijau zaitun", it: "Oliva", ko: "올리브", pt: "Oliva", th: "สีเขียวมะกอก", fil: "Olive green", vi: "Xanh ô liu" },
  stone: { en: "Stone", zh: "岩石灰", "zh-TW": "岩石灰", "zh-HK": "岩石灰", de: "Steingrau", fr: "Pierre", es: "Piedra", ja: "ストーン", id: "Abu batu", it: "Pietra", ko: "스톤", pt: "Pedra", th: "สีหิน", fil: "Kulay-bato", vi: "Xám đá" },
  black: { en: "Black", zh: "黑色", "zh-TW": "黑色", "zh-HK": "黑色", de: "Schwarz", fr: "Noir", es: "Negro", ja: "ブラック", id: "Hitam", it: "Nero", ko: "블랙", pt: "Preto", th: "สีดำ", fil: "Itim", vi: "Đen" },
  sand: { en: "Sand", zh: "沙色", "zh-TW": "沙色", "zh-HK": "沙色", de: "Sand", fr: "Sable", es: "Arena", ja: "サンド", id: "Pasir", it: "Sabbia", ko: "샌드", pt: "Areia", th: "สีทราย", fil: "Kulay-buhangin", vi: "Màu cát" },
  tan: { en: "Tan", zh: "棕褐色", "zh-TW": "淺棕色", "zh-HK": "淺啡色", de: "Cognac", fr: "Fauve", es: "Tostado", ja: "タン", id: "Cokelat muda", it: "Cuoio", ko: "탄", pt: "Caramelo", th: "สีแทน", fil: "Tan", vi: "Nâu da bò" },
  sage: { en: "Sage", zh: "鼠尾草绿", "zh-TW": "鼠尾草綠", "zh-HK": "鼠尾草綠", de: "Salbeigrün", fr: "Sauge", es: "Salvia", ja: "セージ", id: "Hijau sage", it: "Salvia", ko: "세이지", pt: "Sálvia", th: "สีเขียวเสจ", fil: "Sage green", vi: "Xanh xô thơm" },
  clay: { en: "Clay", zh: "陶土色", "zh-TW": "陶土色", "zh-HK": "陶土色", de: "Terrakotta", fr: "Terre cuite", es: "Arcilla", ja: "クレイ", id: "Terakota", it: "Terracotta", ko: "클레이", pt: "Argila", th: "สีดินเผา", fil: "Kulay-luwad", vi: "Màu đất nung" },
  white: { en: "White", zh: "白色", "zh-TW": "白色", "zh-HK": "白色", de: "Weiß", fr: "Blanc", es: "Blanco", ja: "ホワイト", id: "Putih", it: "Bianco", ko: "화이트", pt: "Branco", th: "สีขาว", fil: "Puti", vi: "Trắng" },
  slate: { en: "Slate blue", zh: "石板蓝", "zh-TW": "石板藍", "zh-HK": "石板藍", de: "Schieferblau", fr: "Bleu ardoise", es: "Azul pizarra", ja: "スレートブルー", id: "Biru batu tulis", it: "Blu ardesia", ko: "슬레이트 블루", pt: "Azul-ardósia", th: "สีน้ำเงินหินชนวน", fil: "Slate blue", vi: "Xanh đá phiến" },
  tortoise: { en: "Tortoiseshell", zh: "玳瑁色", "zh-TW": "玳瑁色", "zh-HK": "玳瑁色", de: "Schildpatt", fr: "Écaille", es: "Carey", ja: "べっ甲", id: "Motif kulit penyu", it: "Tartarugato", ko: "토터스쉘", pt: "Tartaruga", th: "ลายกระ", fil: "Tortoiseshell", vi: "Vân đồi mồi" },
  redCheck: { en: "Red check", zh: "红色格纹", "zh-TW": "紅色格紋", "zh-HK": "紅色格仔", de: "Rot kariert", fr: "Carreaux rouges", es: "Cuadros rojos", ja: "レッドチェック", id: "Kotak-kotak merah", it: "Quadri rossi", ko: "레드 체크", pt: "Xadrez vermelho", th: "ลายสก็อตแดง", fil: "Pulang checkered", vi: "Caro đỏ" },
  greenCheck: { en: "Green check", zh: "绿色格纹", "zh-TW": "綠色格紋", "zh-HK": "綠色格仔", de: "Grün kariert", fr: "Carreaux verts", es: "Cuadros verdes", ja: "グリーンチェック", id: "Kotak-kotak hijau", it: "Quadri verdi", ko: "그린 체크", pt: "Xadrez verde", th: "ลายสก็อตเขียว", fil: "Berdeng checkered", vi: "Caro xanh lá" },
  natural: { en: "Natural", zh: "本色", "zh-TW": "原色", "zh-HK": "原色", de: "Natur", fr: "Naturel", es: "Natural", ja: "ナチュラル", id: "Natural", it: "Naturale", ko: "내추럴", pt: "Natural", th: "สีธรรมชาติ", fil: "Natural", vi: "Màu tự nhiên" },
} satisfies Record<string, Text>;

export type ColorKey = keyof typeof COLOR;

export const colors = (...keys: ColorKey[]): SeedOption => ({
  key: "color",
  name: COLOR_NAME,
  values: keys.map((k) => ({ key: k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()), label: COLOR[k] })),
});
