import type { SeedData } from "./types.ts";

export const pages: SeedData["pages"] = [
  {
    slug: "about",
    title: { en: "About us", zh: "关于我们", "zh-TW": "關於我們", "zh-HK": "關於我們", de: "Über uns", fr: "À propos", es: "Sobre nosotros", ja: "私たちについて", id: "Tentang kami", it: "Chi siamo", ko: "브랜드 소개", pt: "Quem somos", th: "เกี่ยวกับเรา", fil: "Tungkol sa amin", vi: "Về chúng tôi" },
    content: {
      en: `<p>Northwind Supply Co. started in 2014 in a garage in Portland, Oregon, with one merino tee and a simple idea: make fewer things, make them well, and make them to last.</p>
<h2>What we believe</h2>
<ul><li><strong>Buy once.</strong> We design for durability and offer repairs for everything we sell.</li><li><strong>Natural and recycled materials</strong> wherever they perform as well as virgin synthetics.</li><li><strong>Small partners.</strong> We work with family-run mills and workshops in Portugal, Scotland, Ireland, Lithuania, Japan and the USA, and we visit every one of them.</li></ul>
<p>Today we are a team of 18 people, still in Portland, still testing every product on the trails of the Columbia River Gorge before it goes on sale. Thank you for being part of it.</p>`,
      zh: `<p>Northwind Supply Co. 于 2014 年在美国俄勒冈州波特兰的一间车库里起步，只有一件美丽诺T恤和一个简单的想法：少做一些，做好一些，做得经久耐用。</p>
<h2>我们的理念</h2>
<ul><li><strong>买一次，用很久。</strong>我们以耐用为设计原则，所售的每件商品都提供维修服务。</li><li><strong>天然与再生材料</strong>：只要性能不输原生合成材料，我们就优先采用。</li><li><strong>与小型伙伴合作。</strong>我们与葡萄牙、苏格兰、爱尔兰、立陶宛、日本和美国的家族织厂与工坊合作，并且每一家都亲自拜访过。</li></ul>
<p>如今我们是一支 18 人的团队，依然在波特兰，每件产品上架前依然会在哥伦比亚河峡谷的步道上亲自测试。感谢你成为这个故事的一部分。</p>`,
      "zh-TW": `<p>Northwind Supply Co. 於 2014 年在美國奧勒岡州波特蘭的一間車庫裡起步，只有一件美麗諾 T 恤和一個簡單的想法：少做一點、做好一點，做出經久耐用的東西。</p>
<h2>我們的理念</h2>
<ul><li><strong>買一次，用很久。</strong>我們以耐用為設計原則，販售的每件商品都提供維修服務。</li><li><strong>天然與回收材質</strong>：只要表現不輸原生合成材質，我們就優先採用。</li><li><strong>與小型夥伴合作。</strong>我們與葡萄牙、蘇格蘭、愛爾蘭、立陶宛、日本和美國的家族織廠與工坊合作，而且每一家都親自拜訪過。</li></ul>
<p>現在我們是 18 人的團隊，依然在波特蘭，每件商品上架前依然會在哥倫比亞河峽谷的步道上親自測試。謝謝你成為這段故事的一部分。</p>`,
      "zh-HK": `<p>Northwind Supply Co. 於 2014 年喺美國俄勒岡州波特蘭一間車房起步，只有一件美麗奴 T 恤同一個簡單的想法：做少啲、做好啲，做出經久耐用的東西。</p>
<h2>我們的理念</h2>
<ul><li><strong>買一次，用好耐。</strong>我們以耐用為設計原則，出售的每件產品都提供維修服務。</li><li><strong>天然及回收物料</strong>：只要表現唔輸原生合成物料，我們就會優先採用。</li><li><strong>與小型夥伴合作。</strong>我們與葡萄牙、蘇格蘭、愛爾蘭、立陶宛、日本及美國的家族織廠和工場合作，而且每一間都親身探訪過。</li></ul>
<p>今日我們是一個 18 人的團隊，仍然喺波特蘭，每件產品推出前仍然會喺哥倫比亞河峽谷的山徑親自測試。多謝你成為這個故事的一部分。</p>`,
      de: `<p>Northwind Supply Co. begann 2014 in einer Garage in Portland, Oregon – mit einem Merino-T-Shirt und einer einfachen Idee: weniger Dinge machen, sie gut machen und sie für lange Zeit machen.</p>
<h2>Wofür wir stehen</h2>
<ul><li><strong>Einmal kaufen.</strong> Wir entwerfen auf Langlebigkeit und bieten Reparaturen für alles an, was wir verkaufen.</li><li><strong>Natürliche und recycelte Materialien</strong>, wo immer sie so gut funktionieren wie neue Kunstfasern.</li><li><strong>Kleine Partner.</strong> Wir arbeiten mit Familienbetrieben in Portugal, Schottland, Irland, Litauen, Japan und den USA zusammen und besuchen jeden einzelnen davon.</li></ul>
<p>Heute sind wir ein Team von 18 Leuten, immer noch in Portland, und testen weiterhin jedes Produkt auf den Wegen der Columbia River Gorge, bevor es in den Verkauf geht. Danke, dass Sie dabei sind.</p>`,
      fr: `<p>Northwind Supply Co. est né en 2014 dans un garage de Portland, dans l’Oregon, avec un t-shirt en mérinos et une idée simple : fabriquer moins, fabriquer mieux, et fabriquer pour durer.</p>
<h2>Ce en quoi nous croyons</h2>
<ul><li><strong>Acheter une fois.</strong> Nous concevons pour la durabilité et proposons la réparation de tout ce que nous vendons.</li><li><strong>Des matières naturelles et recyclées</strong> dès qu’elles sont aussi performantes que les synthétiques neufs.</li><li><strong>De petits partenaires.</strong> Nous travaillons avec des filatures et ateliers familiaux au Portugal, en Écosse, en Irlande, en Lituanie, au Japon et aux États-Unis, et nous les avons tous visités.</li></ul>
<p>Aujourd’hui, nous sommes une équipe de 18 personnes, toujours à Portland, et nous testons encore chaque produit sur les sentiers de la Columbia River Gorge avant sa mise en vente. Merci d’en faire partie.</p>`,
      es: `<p>Northwind Supply Co. nació en 2014 en un garaje de Portland (Oregón) con una camiseta de merino y una idea sencilla: hacer menos cosas, hacerlas bien y hacerlas para que duren.</p>
<h2>En qué creemos</h2>
<ul><li><strong>Comprar una vez.</strong> Diseñamos pensando en la durabilidad y ofrecemos reparación para todo lo que vendemos.</li><li><strong>Materiales naturales y reciclados</strong> siempre que rindan igual que los sintéticos nuevos.</li><li><strong>Socios pequeños.</strong> Trabajamos con fábricas y talleres familiares de Portugal, Escocia, Irlanda, Lituania, Japón y Estados Unidos, y los hemos visitado todos.</li></ul>
<p>Hoy somos un equipo de 18 personas, seguimos en Portland y seguimos probando cada producto en los senderos de la garganta del río Columbia antes de ponerlo a la venta. Gracias por formar parte de esto.</p>`,
      ja: `<p>Northwind Supply Co.は2014年、オレゴン州ポートランドのガレージで、1枚のメリノTシャツとシンプルな想いから始まりました。つくるものを絞り、丁寧につくり、長く使えるものをつくること。</p>
<h2>私たちが大切にしていること</h2>
<ul><li><strong>一度買えば、長く使える。</strong>耐久性を第一に設計し、販売するすべての製品に修理サービスを用意しています。</li><li><strong>天然素材とリサイクル素材</strong>を、新品の化学繊維と同等の性能が得られる限り採用します。</li><li><strong>小さなパートナーとともに。</strong>ポルトガル、スコットランド、アイルランド、リトアニア、日本、アメリカの家族経営の工場や工房と協業し、そのすべてを実際に訪れています。</li></ul>
<p>現在は18人のチームで、今もポートランドを拠点に、すべての製品をコロンビア川渓谷のトレイルでテストしてから発売しています。私たちの歩みに加わってくださり、ありがとうございます。</p>`,
      id: `<p>Northwind Supply Co. berawal pada 2014 di sebuah garasi di Portland, Oregon, dengan satu kaus merino dan ide sederhana: membuat lebih sedikit barang, membuatnya dengan baik, dan membuatnya awet.</p>
<h2>Yang kami yakini</h2>
<ul><li><strong>Beli sekali.</strong> Kami merancang produk agar tahan lama dan menawarkan perbaikan untuk semua yang kami jual.</li><li><strong>Bahan alami dan daur ulang</strong> di mana pun kinerjanya setara dengan bahan sintetis baru.</li><li><strong>Mitra kecil.</strong> Kami bekerja sama dengan pabrik tenun dan bengkel milik keluarga di Portugal, Skotlandia, Irlandia, Lituania, Jepang, dan Amerika Serikat, dan kami mengunjungi setiap mitra tersebut.</li></ul>
<p>Kini kami adalah tim beranggotakan 18 orang, masih di Portland, dan masih menguji setiap produk di jalur pendakian Columbia River Gorge sebelum dijual. Terima kasih telah menjadi bagian dari perjalanan ini.</p>`,
      it: `<p>Northwind Supply Co. è nata nel 2014 in un garage di Portland, in Oregon, con una t-shirt in merino e un’idea semplice: fare meno cose, farle bene e farle durare.</p>
<h2>In cosa crediamo</h2>
<ul><li><strong>Compra una volta sola.</strong> Progettiamo per durare e offriamo riparazioni per tutto ciò che vendiamo.</li><li><strong>Materiali naturali e riciclati</strong> ovunque funzionino bene quanto le fibre sintetiche vergini.</li><li><strong>Piccoli partner.</strong> Lavoriamo con lanifici e laboratori a conduzione familiare in Portogallo, Scozia, Irlanda, Lituania, Giappone e Stati Uniti, e li visitiamo tutti, uno per uno.</li></ul>
<p>Oggi siamo una squadra di 18 persone, sempre a Portland, e proviamo ancora ogni prodotto sui sentieri della Columbia River Gorge prima di metterlo in vendita. Grazie di farne parte.</p>`,
      ko: `<p>Northwind Supply Co.는 2014년 오리건주 포틀랜드의 한 차고에서 메리노 티셔츠 한 장과 단순한 생각 하나로 시작했습니다. 더 적게 만들고, 제대로 만들고, 오래가게 만들자.</p>
<h2>저희가 믿는 것</h2>
<ul><li><strong>한 번 사면 오래 쓰도록.</strong> 내구성을 최우선으로 디자인하며, 판매하는 모든 제품에 수선 서비스를 제공합니다.</li><li><strong>천연 소재와 재활용 소재:</strong> 새 합성 소재만큼 제 성능을 내는 곳이라면 어디에나 사용합니다.</li><li><strong>작은 파트너와 함께.</strong> 포르투갈, 스코틀랜드, 아일랜드, 리투아니아, 일본, 미국의 가족 경영 공장 및 공방과 협업하며, 한 곳도 빠짐없이 직접 찾아갑니다.</li></ul>
<p>지금 저희는 18명으로 이루어진 팀입니다. 여전히 포틀랜드에서, 여전히 모든 제품을 판매 전에 컬럼비아강 협곡의 트레일에서 직접 테스트합니다. 함께해 주셔서 감사합니다.</p>`,
      pt: `<p>A Northwind Supply Co. começou em 2014 numa garagem em Portland, no Oregon, com uma camiseta de merino e uma ideia simples: fazer menos coisas, fazê-las bem e fazê-las para durar.</p>
<h2>No que acreditamos</h2>
<ul><li><strong>Compre uma vez só.</strong> Projetamos pensando em durabilidade e oferecemos conserto para tudo o que vendemos.</li><li><strong>Materiais naturais e reciclados</strong> sempre que tiverem desempenho igual ao dos sintéticos virgens.</li><li><strong>Parceiros pequenos.</strong> Trabalhamos com tecelagens e oficinas familiares em Portugal, na Escócia, na Irlanda, na Lituânia, no Japão e nos EUA, e visitamos cada uma delas.</li></ul>
<p>Hoje somos uma equipe de 18 pessoas, ainda em Portland, ainda testando cada produto nas trilhas do Columbia River Gorge antes de colocá-lo à venda. Obrigado por fazer parte disso.</p>`,
      th: `<p>Northwind Supply Co. เริ่มต้นในปี 2014 ในโรงรถแห่งหนึ่งที่เมืองพอร์ตแลนด์ รัฐออริกอน ด้วยเสื้อยืดเมอริโนหนึ่งตัวและแนวคิดง่าย ๆ คือ ทำของให้น้อยลง ทำให้ดี และทำให้ใช้ได้นาน</p>
<h2>สิ่งที่เราเชื่อ</h2>
<ul><li><strong>ซื้อครั้งเดียว</strong> เราออกแบบเพื่อความทนทาน และมีบริการซ่อมให้กับสินค้าทุกชิ้นที่เราขาย</li><li><strong>วัสดุธรรมชาติและวัสดุรีไซเคิล</strong> ในทุกที่ที่ใช้งานได้ดีเทียบเท่าวัสดุสังเคราะห์ผลิตใหม่</li><li><strong>พาร์ตเนอร์รายเล็ก</strong> เราทำงานร่วมกับโรงทอและเวิร์กช็อปของครอบครัวในโปรตุเกส สกอตแลนด์ ไอร์แลนด์ ลิทัวเนีย ญี่ปุ่น และสหรัฐอเมริกา และเราไปเยี่ยมทุกแห่งด้วยตัวเอง</li></ul>
<p>วันนี้เราเป็นทีม 18 คน ยังอยู่ที่พอร์ตแลนด์ และยังทดสอบสินค้าทุกชิ้นบนเส้นทางเดินป่าของ Columbia River Gorge ก่อนวางขาย ขอบคุณที่มาเป็นส่วนหนึ่งของเรา</p>`,
      fil: `<p>Nagsimula ang Northwind Supply Co. noong 2014 sa isang garahe sa Portland, Oregon, dala ang isang merino tee at isang simpleng ideya: gumawa ng mas kaunti, gawin itong mahusay, at gawin itong pangmatagalan.</p>
<h2>Ang aming pinaniniwalaan</h2>
<ul><li><strong>Bumili nang minsan.</strong> Dinidisenyo namin ang lahat para tumagal, at nag-aalok kami ng pagkukumpuni para sa lahat ng ibinebenta namin.</li><li><strong>Natural at recycled na materyales</strong> saanman kasinghusay ang mga ito ng bagong gawang synthetic.</li><li><strong>Maliliit na partner.</strong> Nakikipagtulungan kami sa mga habihan at workshop na pinatatakbo ng pamilya sa Portugal, Scotland, Ireland, Lithuania, Japan at USA, at personal naming binibisita ang bawat isa sa kanila.</li></ul>
<p>Ngayon, isa kaming team ng 18 tao, nasa Portland pa rin, at sinusubukan pa rin ang bawat produkto sa mga trail ng Columbia River Gorge bago ito ibenta. Salamat sa pagiging bahagi nito.</p>`,
      vi: `<p>Northwind Supply Co. ra đời năm 2014 trong một nhà để xe ở Portland, Oregon, với một chiếc áo thun merino và một ý tưởng đơn giản: làm ít thứ hơn, làm cho tốt và làm để dùng lâu.</p>
<h2>Điều chúng tôi tin tưởng</h2>
<ul><li><strong>Mua một lần.</strong> Chúng tôi thiết kế để bền và nhận sửa chữa mọi sản phẩm chúng tôi bán.</li><li><strong>Chất liệu tự nhiên và tái chế</strong> ở bất cứ đâu chúng bền bỉ không kém sợi tổng hợp nguyên sinh.</li><li><strong>Đối tác nhỏ.</strong> Chúng tôi hợp tác với các xưởng dệt và xưởng thủ công gia đình ở Bồ Đào Nha, Scotland, Ireland, Litva, Nhật Bản và Mỹ, và đã đến thăm từng nơi một.</li></ul>
<p>Hôm nay chúng tôi là một đội ngũ 18 người, vẫn ở Portland, vẫn thử từng sản phẩm trên những cung đường của hẻm núi Columbia River Gorge trước khi mở bán. Cảm ơn bạn đã đồng hành cùng chúng tôi.</p>`,
    },
  },
  {
    slug: "shipping",
    title: { en: "Shipping & returns", zh: "配送与退货", "zh-TW": "運送與退貨", "zh-HK": "送貨及退貨", de: "Versand & Rückgabe", fr: "Livraison et retours", es: "Envíos y devoluciones", ja: "配送・返品について", id: "Pengiriman & pengembalian", it: "Spedizioni e resi", ko: "배송 및 반품", pt: "Entrega e devoluções", th: "การจัดส่งและการคืนสินค้า", fil: "Pagpapadala at pagbabalik", vi: "Vận chuyển & đổi trả" },
    content: {
      en: `<h2>Shipping</h2>
<p>Orders placed before 1 pm Pacific time on a business day leave our warehouse the same day; all others ship within two business days. You will receive a tracking link by email as soon as your parcel is on its way.</p>
<ul><li><strong>Standard (USA):</strong> 3–5 business days, $6.95 – <strong>free on orders over $75</strong></li><li><strong>Express (USA):</strong> 1–2 business days, $14.95</li><li><strong>International:</strong> 7–14 business days, from $19.95, free on orders over $200. Import duties and taxes may be charged on delivery.</li></ul>
<h2>Returns</h2>
<p>Not quite right? You can return unworn, unwashed items in their original condition <strong>within 30 days</strong> of delivery for a full refund or an exchange. Start a return from your account page; returns within the USA are free, and refunds are issued to the original payment method within five business days of receiving your parcel.</p>`,
      zh: `<h2>配送</h2>
<p>工作日太平洋时间下午 1 点前下单，当天即从仓库发出；其余订单在两个工作日内发货。包裹寄出后，你会立即收到附有物流追踪链接的电子邮件。</p>
<ul><li><strong>标准配送（美国）：</strong>3–5 个工作日，$6.95——<strong>订单满 $75 免运费</strong></li><li><strong>快递（美国）：</strong>1–2 个工作日，$14.95</li><li><strong>国际配送：</strong>7–14 个工作日，$19.95 起，订单满 $200 免运费。签收时可能需要支付进口关税和税费。</li></ul>
<h2>退货</h2>
<p>不太合适？未穿着、未洗涤且保持原状的商品，可在签收后 <strong>30 天内</strong>退货全额退款或换货。请在账户页面发起退货申请；美国境内退货免运费，我们收到包裹后五个工作日内按原支付方式退款。</p>`,
      "zh-TW": `<h2>運送</h2>
<p>工作日太平洋時間下午 1 點前下單，當天即從倉庫出貨；其餘訂單於兩個工作天內寄出。包裹寄出後，你會立即收到附有物流追蹤連結的電子郵件。</p>
<ul><li><strong>標準運送（美國）：</strong>3–5 個工作天，$6.95——<strong>訂單滿 $75 免運費</strong></li><li><strong>快捷運送（美國）：</strong>1–2 個工作天，$14.95</li><li><strong>國際運送：</strong>7–14 個工作天，$19.95 起，訂單滿 $200 免運費。收件時可能需支付進口關稅與稅金。</li></ul>
<h2>退貨</h2>
<p>不太合適嗎？未穿過、未清洗且維持原狀的商品，可在收到後 <strong>30 天內</strong>辦理退貨全額退款或換貨。請在會員帳戶頁面申請退貨；美國境內退貨免運費，我們收到包裹後五個工作天內會以原付款方式退款。</p>`,
      "zh-HK": `<h2>送貨</h2>
<p>工作日太平洋時間下午 1 時前落單，當日即從貨倉寄出；其餘訂單會喺兩個工作天內寄出。包裹一寄出，你就會收到附有物流追蹤連結的電郵。</p>
<ul><li><strong>標準送貨（美國）：</strong>3–5 個工作天，$6.95——<strong>訂單滿 $75 免費送貨</strong></li><li><strong>特快送貨（美國）：</strong>1–2 個工作天，$14.95</li><li><strong>國際送貨：</strong>7–14 個工作天，$19.95 起，訂單滿 $200 免費送貨。收件時或需繳付進口關稅及稅項。</li></ul>
<h2>退貨</h2>
<p>唔太合適？未著過、未洗過並保持原狀的貨品，可於收貨後 <strong>30 日內</strong>退貨全數退款或換貨。請喺帳戶頁面提出退貨申請；美國境內退貨免運費，我們收到包裹後五個工作天內會以原付款方式退款。</p>`,
      de: `<h2>Versand</h2>
<p>Bestellungen, die an Werktagen vor 13 Uhr pazifischer Zeit eingehen, verlassen unser Lager am selben Tag; alle anderen werden innerhalb von zwei Werktagen verschickt. Sobald Ihr Paket unterwegs ist, erhalten Sie einen Sendungsverfolgungslink per E-Mail.</p>
<ul><li><strong>Standard (USA):</strong> 3–5 Werktage, 6,95 $ – <strong>kostenlos ab 75 $ Bestellwert</strong></li><li><strong>Express (USA):</strong> 1–2 Werktage, 14,95 $</li><li><strong>International:</strong> 7–14 Werktage, ab 19,95 $, kostenlos ab 200 $. Bei der Zustellung können Einfuhrzölle und Steuern anfallen.</li></ul>
<h2>Rückgabe</h2>
<p>Passt nicht ganz? Ungetragene, ungewaschene Artikel im Originalzustand können Sie <strong>innerhalb von 30 Tagen</strong> nach Erhalt zurückgeben – gegen volle Erstattung oder Umtausch. Starten Sie die Rücksendung in Ihrem Kundenkonto; Rücksendungen innerhalb der USA sind kostenlos, und die Erstattung erfolgt innerhalb von fünf Werktagen nach Eingang auf das ursprüngliche Zahlungsmittel.</p>`,
      fr: `<h2>Livraison</h2>
<p>Les commandes passées un jour ouvré avant 13 h (heure du Pacifique) quittent notre entrepôt le jour même ; les autres sont expédiées sous deux jours ouvrés. Vous recevez un lien de suivi par e-mail dès que votre colis est en route.</p>
<ul><li><strong>Standard (États-Unis) :</strong> 3 à 5 jours ouvrés, 6,95 $ – <strong>offerte dès 75 $ d’achat</strong></li><li><strong>Express (États-Unis) :</strong> 1 à 2 jours ouvrés, 14,95 $</li><li><strong>International :</strong> 7 à 14 jours ouvrés, à partir de 19,95 $, offerte dès 200 $. Des droits de douane et taxes peuvent être perçus à la livraison.</li></ul>
<h2>Retours</h2>
<p>Ça ne vous convient pas ? Vous pouvez retourner les articles non portés, non lavés et dans leur état d’origine <strong>sous 30 jours</strong> après la livraison, pour un remboursement intégral ou un échange. Lancez le retour depuis votre compte ; les retours depuis les États-Unis sont gratuits et le remboursement est effectué sur le moyen de paiement d’origine sous cinq jours ouvrés après réception du colis.</p>`,
      es: `<h2>Envíos</h2>
<p>Los pedidos realizados en día laborable antes de las 13:00 (hora del Pacífico) salen de nuestro almacén el mismo día; el resto se envía en un plazo de dos días laborables. Recibirás un enlace de seguimiento por correo electrónico en cuanto tu paquete esté en camino.</p>
<ul><li><strong>Estándar (EE. UU.):</strong> 3–5 días laborables, 6,95 $ – <strong>gratis en pedidos de más de 75 $</strong></li><li><strong>Exprés (EE. UU.):</strong> 1–2 días laborables, 14,95 $</li><li><strong>Internacional:</strong> 7–14 días laborables, desde 19,95 $, gratis a partir de 200 $. Es posible que se cobren aranceles e impuestos de importación en la entrega.</li></ul>
<h2>Devoluciones</h2>
<p>¿No te convence? Puedes devolver los artículos sin usar, sin lavar y en su estado original <strong>en un plazo de 30 días</strong> desde la entrega para obtener el reembolso completo o un cambio. Inicia la devolución desde tu cuenta; las devoluciones dentro de EE. UU. son gratuitas y el reembolso se realiza con el método de pago original en un plazo de cinco días laborables tras recibir el paquete.</p>`,
      ja: `<h2>配送</h2>
<p>営業日の太平洋時間午後1時までのご注文は当日に倉庫から発送し、それ以降のご注文は2営業日以内に発送します。発送が完了すると、追跡リンクをメールでお知らせします。</p>
<ul><li><strong>通常配送（米国内）：</strong>3〜5営業日、$6.95（<strong>$75以上のご注文で送料無料</strong>）</li><li><strong>お急ぎ便（米国内）：</strong>1〜2営業日、$14.95</li><li><strong>海外配送：</strong>7〜14営業日、$19.95〜（$200以上で送料無料）。お届け時に輸入関税・消費税がかかる場合があります。</li></ul>
<h2>返品</h2>
<p>イメージと違った場合は、未着用・未洗濯でお届け時の状態の商品に限り、<strong>お届けから30日以内</strong>であれば全額返金または交換を承ります。返品はアカウントページからお手続きください。米国内からの返品は送料無料で、商品到着後5営業日以内に元のお支払い方法へ返金いたします。</p>`,
      id: `<h2>Pengiriman</h2>
<p>Pesanan yang dibuat sebelum pukul 13.00 waktu Pasifik pada hari kerja akan meninggalkan gudang kami di hari yang sama; pesanan lain dikirim dalam dua hari kerja. Anda akan menerima tautan pelacakan lewat email begitu paket Anda dalam perjalanan.</p>
<ul><li><strong>Standar (AS):</strong> 3–5 hari kerja, $6,95 – <strong>gratis untuk pesanan di atas $75</strong></li><li><strong>Ekspres (AS):</strong> 1–2 hari kerja, $14,95</li><li><strong>Internasional:</strong> 7–14 hari kerja, mulai $19,95, gratis untuk pesanan di atas $200. Bea masuk dan pajak impor mungkin ditagihkan saat pengiriman.</li></ul>
<h2>Pengembalian</h2>
<p>Kurang pas? Anda dapat mengembalikan barang yang belum dipakai, belum dicuci, dan masih dalam kondisi asli <strong>dalam 30 hari</strong> sejak diterima untuk pengembalian dana penuh atau penukaran. Ajukan pengembalian dari halaman akun Anda; pengembalian di dalam AS gratis, dan dana dikembalikan ke metode pembayaran semula dalam lima hari kerja setelah paket Anda kami terima.</p>`,
      it: `<h2>Spedizioni</h2>
<p>Gli ordini effettuati entro le 13:00 (ora del Pacifico) di un giorno lavorativo lasciano il nostro magazzino in giornata; tutti gli altri partono entro due giorni lavorativi. Riceverai via email un link per il tracciamento non appena il pacco sarà in viaggio.</p>
<ul><li><strong>Standard (USA):</strong> 3–5 giorni lavorativi, 6,95 $ – <strong>gratuita per ordini oltre 75 $</strong></li><li><strong>Express (USA):</strong> 1–2 giorni lavorativi, 14,95 $</li><li><strong>Internazionale:</strong> 7–14 giorni lavorativi, da 19,95 $, gratuita per ordini oltre 200 $. Dazi e tasse di importazione potrebbero essere addebitati alla consegna.</li></ul>
<h2>Resi</h2>
<p>Non ti convince? Puoi restituire gli articoli non indossati, non lavati e nelle condizioni originali <strong>entro 30 giorni</strong> dalla consegna per un rimborso completo o un cambio. Avvia il reso dalla pagina del tuo account: i resi dagli Stati Uniti sono gratuiti e il rimborso viene effettuato sul metodo di pagamento originale entro cinque giorni lavorativi dalla ricezione del pacco.</p>`,
      ko: `<h2>배송</h2>
<p>영업일 태평양 시간 오후 1시 이전에 주문하시면 당일 물류창고에서 출고되며, 그 외 주문은 영업일 기준 2일 이내에 발송됩니다. 택배가 출발하면 바로 배송 조회 링크를 이메일로 보내 드립니다.</p>
<ul><li><strong>일반 배송(미국):</strong> 영업일 기준 3–5일, $6.95 – <strong>$75 이상 주문 시 무료</strong></li><li><strong>특급 배송(미국):</strong> 영업일 기준 1–2일, $14.95</li><li><strong>해외 배송:</strong> 영업일 기준 7–14일, $19.95부터, $200 이상 주문 시 무료. 수령 시 수입 관세 및 세금이 부과될 수 있습니다.</li></ul>
<h2>반품</h2>
<p>마음에 들지 않으신가요? 착용하거나 세탁하지 않은 원래 상태의 상품은 배송일로부터 <strong>30일 이내</strong>에 반품하여 전액 환불 또는 교환받으실 수 있습니다. 반품은 내 계정 페이지에서 신청하세요. 미국 내 반품은 무료이며, 환불은 반품 상품 수령 후 영업일 기준 5일 이내에 원래 결제 수단으로 처리됩니다.</p>`,
      pt: `<h2>Envio</h2>
<p>Pedidos feitos até as 13h (horário do Pacífico) em dia útil saem do nosso depósito no mesmo dia; os demais são enviados em até dois dias úteis. Você recebe um link de rastreamento por e-mail assim que o pacote estiver a caminho.</p>
<ul><li><strong>Padrão (EUA):</strong> 3–5 dias úteis, US$ 6,95 – <strong>grátis em pedidos acima de US$ 75</strong></li><li><strong>Expresso (EUA):</strong> 1–2 dias úteis, US$ 14,95</li><li><strong>Internacional:</strong> 7–14 dias úteis, a partir de US$ 19,95, grátis em pedidos acima de US$ 200. Impostos e taxas de importação podem ser cobrados na entrega.</li></ul>
<h2>Devoluções</h2>
<p>Não ficou bom? Você pode devolver itens sem uso, não lavados e em seu estado original <strong>em até 30 dias</strong> após a entrega para receber o reembolso integral ou fazer uma troca. Solicite a devolução na página da sua conta; devoluções dentro dos EUA são gratuitas, e o reembolso é feito no meio de pagamento original em até cinco dias úteis após recebermos o pacote.</p>`,
      th: `<h2>การจัดส่ง</h2>
<p>คำสั่งซื้อที่สั่งก่อน 13:00 น. ตามเวลาแปซิฟิกในวันทำการจะออกจากคลังสินค้าของเราภายในวันเดียวกัน ส่วนคำสั่งซื้ออื่นจะจัดส่งภายในสองวันทำการ คุณจะได้รับลิงก์ติดตามพัสดุทางอีเมลทันทีที่พัสดุออกเดินทาง</p>
<ul><li><strong>มาตรฐาน (สหรัฐฯ):</strong> 3–5 วันทำการ $6.95 – <strong>ส่งฟรีเมื่อสั่งซื้อครบ $75</strong></li><li><strong>ด่วน (สหรัฐฯ):</strong> 1–2 วันทำการ $14.95</li><li><strong>ต่างประเทศ:</strong> 7–14 วันทำการ เริ่มต้น $19.95 ส่งฟรีเมื่อสั่งซื้อครบ $200 อาจมีการเรียกเก็บอากรขาเข้าและภาษีนำเข้าเมื่อรับสินค้า</li></ul>
<h2>การคืนสินค้า</h2>
<p>ไม่ถูกใจใช่ไหม คุณคืนสินค้าที่ยังไม่ได้สวมใส่ ยังไม่ได้ซัก และอยู่ในสภาพเดิมได้<strong>ภายใน 30 วัน</strong>นับจากวันที่ได้รับ เพื่อรับเงินคืนเต็มจำนวนหรือเปลี่ยนสินค้า เริ่มขั้นตอนคืนสินค้าได้จากหน้าบัญชีของคุณ การคืนสินค้าภายในสหรัฐฯ ไม่มีค่าใช้จ่าย และเราจะคืนเงินเข้าช่องทางชำระเงินเดิมภายในห้าวันทำการหลังได้รับพัสดุ</p>`,
      fil: `<h2>Pagpapadala</h2>
<p>Ang mga order na ginawa bago mag-1 pm Pacific time sa araw ng trabaho ay umaalis sa aming bodega sa parehong araw; ang iba ay ipinapadala sa loob ng dalawang araw ng trabaho. Makakatanggap ka ng tracking link sa email sa sandaling nasa biyahe na ang parsela mo.</p>
<ul><li><strong>Standard (USA):</strong> 3–5 araw ng trabaho, $6.95 – <strong>libre sa mga order na higit $75</strong></li><li><strong>Express (USA):</strong> 1–2 araw ng trabaho, $14.95</li><li><strong>International:</strong> 7–14 araw ng trabaho, mula $19.95, libre sa mga order na higit $200. Maaaring singilin ang import duties at buwis sa pagdating.</li></ul>
<h2>Pagbabalik</h2>
<p>Hindi swak? Puwede mong ibalik ang mga item na hindi pa naisusuot, hindi pa nalalabhan at nasa orihinal na kondisyon <strong>sa loob ng 30 araw</strong> mula nang matanggap para sa buong refund o palit. Simulan ang pagbabalik sa iyong account page; libre ang pagbabalik sa loob ng USA, at ibinabalik ang refund sa orihinal na paraan ng pagbabayad sa loob ng limang araw ng trabaho mula nang matanggap namin ang parsela.</p>`,
      vi: `<h2>Vận chuyển</h2>
<p>Đơn hàng đặt trước 13:00 giờ Thái Bình Dương vào ngày làm việc sẽ rời kho của chúng tôi ngay trong ngày; các đơn khác được gửi đi trong vòng hai ngày làm việc. Bạn sẽ nhận được đường dẫn theo dõi đơn hàng qua email ngay khi kiện hàng lên đường.</p>
<ul><li><strong>Tiêu chuẩn (Mỹ):</strong> 3–5 ngày làm việc, $6,95 – <strong>miễn phí cho đơn hàng trên $75</strong></li><li><strong>Nhanh (Mỹ):</strong> 1–2 ngày làm việc, $14,95</li><li><strong>Quốc tế:</strong> 7–14 ngày làm việc, từ $19,95, miễn phí cho đơn hàng trên $200. Thuế và phí nhập khẩu có thể được thu khi giao hàng.</li></ul>
<h2>Đổi trả</h2>
<p>Chưa thật vừa ý? Bạn có thể trả lại sản phẩm chưa mặc, chưa giặt và còn nguyên tình trạng ban đầu <strong>trong vòng 30 ngày</strong> kể từ khi nhận hàng để được hoàn tiền toàn bộ hoặc đổi hàng. Hãy tạo yêu cầu trả hàng từ trang tài khoản của bạn; trả hàng trong nước Mỹ được miễn phí, và tiền được hoàn về phương thức thanh toán ban đầu trong vòng năm ngày làm việc sau khi chúng tôi nhận được kiện hàng.</p>`,
    },
  },
  {
    slug: "privacy",
    title: { en: "Privacy policy", zh: "隐私政策", "zh-TW": "隱私權政策", "zh-HK": "私隱政策", de: "Datenschutzerklärung", fr: "Politique de confidentialité", es: "Política de privacidad", ja: "プライバシーポリシー", id: "Kebijakan privasi", it: "Informativa sulla privacy", ko: "개인정보처리방침", pt: "Política de privacidade", th: "นโยบายความเป็นส่วนตัว", fil: "Patakaran sa privacy", vi: "Chính sách bảo mật" },
    content: {
      en: `<p>We collect only the information we need to run this shop, and we never sell it. This page explains what we store, why, and what you can do about it.</p>
<h2>What we collect and why</h2>
<ul><li><strong>Order details</strong> – name, shipping and billing address, email and phone number – to deliver your order and contact you about it.</li><li><strong>Account data</strong> – your email, password (stored as a secure hash) and order history – if you create an account.</li><li><strong>Payment data</strong> is processed directly by our payment provider; we never see or store your full card number.</li><li><strong>Essential cookies</strong> to keep your cart and session.</li><li><strong>Time on pages</strong> – how long each page is viewed, with a random number kept in your browser – to improve the site. It is stored without your name and never shared.</li></ul>
<h2>Your rights</h2>
<p>You can view, correct or delete your personal data at any time from your account, or ask our customer service team to do it for you. We keep order records for as long as tax law requires and delete everything else when you close your account. Newsletter emails are sent only if you opt in, and every email contains an unsubscribe link.</p>`,
      zh: `<p>我们只收集经营本店所必需的信息，并且绝不出售。本页说明我们存储哪些信息、为什么存储，以及你可以如何处理这些信息。</p>
<h2>我们收集什么，以及原因</h2>
<ul><li><strong>订单信息</strong>——姓名、收货和账单地址、电子邮箱及电话号码——用于配送订单并就订单与你联系。</li><li><strong>账户数据</strong>——如果你注册账户，我们会保存你的邮箱、密码（以安全哈希形式存储）和订单记录。</li><li><strong>支付数据</strong>由支付服务商直接处理，我们不会看到或存储你的完整卡号。</li><li><strong>必要 Cookie</strong> 用于保存购物车和会话。</li><li><strong>页面停留时间</strong>——每个页面被浏览的时长，借助保存在你浏览器中的随机编号记录——用于改进网站。记录中不含你的姓名，也绝不会被共享。</li></ul>
<h2>你的权利</h2>
<p>你可以随时在账户中查看、更正或删除个人数据，也可以请客服团队代为处理。订单记录会按税法要求的期限保存，其余数据会在你注销账户时删除。只有在你主动订阅时我们才会发送新闻邮件，每封邮件都附有退订链接。</p>`,
      "zh-TW": `<p>我們只蒐集經營本店所必需的資料，而且絕不出售。本頁說明我們儲存哪些資料、為什麼儲存，以及你可以怎麼處理。</p>
<h2>我們蒐集哪些資料及原因</h2>
<ul><li><strong>訂單資料</strong>——姓名、收件與帳單地址、電子郵件和電話——用於寄送訂單並與你聯繫。</li><li><strong>帳戶資料</strong>——若你註冊帳戶，我們會保存你的電子郵件、密碼（以安全雜湊形式儲存）與訂購紀錄。</li><li><strong>付款資料</strong>由金流服務商直接處理，我們不會看到或儲存你的完整卡號。</li><li><strong>必要 Cookie</strong> 用於保存購物車與登入狀態。</li><li><strong>頁面停留時間</strong>——每個頁面被瀏覽的時長，藉由儲存在你瀏覽器中的隨機編號記錄——用於改善網站。紀錄中不含你的姓名，也絕不會被分享。</li></ul>
<h2>你的權利</h2>
<p>你可以隨時在帳戶中查看、更正或刪除個人資料，也可以請客服團隊代為處理。訂單紀錄會依稅法規定的期限保存，其餘資料會在你刪除帳戶時一併刪除。只有在你主動訂閱時我們才會寄送電子報，每封郵件都附有取消訂閱連結。</p>`,
      "zh-HK": `<p>我們只收集經營本店必需的資料，並且絕不出售。本頁說明我們儲存甚麼資料、原因，以及你可以點樣處理。</p>
<h2>我們收集甚麼資料及原因</h2>
<ul><li><strong>訂單資料</strong>——姓名、送貨及賬單地址、電郵及電話號碼——用作寄送訂單及就訂單聯絡你。</li><li><strong>帳戶資料</strong>——如你開設帳戶，我們會保存你的電郵、密碼（以安全雜湊形式儲存）及訂單紀錄。</li><li><strong>付款資料</strong>由付款服務供應商直接處理，我們不會看到或儲存你的完整卡號。</li><li><strong>必要 Cookie</strong> 用作保存購物車及登入狀態。</li><li><strong>頁面停留時間</strong>——每個頁面被瀏覽的時間，透過儲存在你瀏覽器內的隨機編號記錄——用作改善網站。紀錄不包含你的姓名，亦絕不會與他人分享。</li></ul>
<h2>你的權利</h2>
<p>你可隨時喺帳戶內查閱、更正或刪除個人資料，亦可以請客戶服務團隊代為處理。訂單紀錄會按稅務法例規定的期限保存，其餘資料會喺你取消帳戶時刪除。只有你主動訂閱，我們先會寄出電子通訊，每封電郵都附有取消訂閱連結。</p>`,
      de: `<p>Wir erheben nur die Daten, die wir für den Betrieb dieses Shops brauchen, und verkaufen sie niemals. Hier erfahren Sie, was wir speichern, warum, und welche Möglichkeiten Sie haben.</p>
<h2>Was wir erheben und warum</h2>
<ul><li><strong>Bestelldaten</strong> – Name, Liefer- und Rechnungsadresse, E-Mail und Telefonnummer –, um Ihre Bestellung zu liefern und Sie dazu zu kontaktieren.</li><li><strong>Kontodaten</strong> – E-Mail, Passwort (als sicherer Hash gespeichert) und Bestellhistorie –, wenn Sie ein Konto anlegen.</li><li><strong>Zahlungsdaten</strong> verarbeitet unser Zahlungsdienstleister direkt; Ihre vollständige Kartennummer sehen oder speichern wir nie.</li><li><strong>Notwendige Cookies</strong> für Warenkorb und Sitzung.</li><li><strong>Verweildauer</strong> – wie lange jede Seite angesehen wird, mit einer Zufallsnummer, die in Ihrem Browser gespeichert wird –, um die Website zu verbessern. Sie wird ohne Ihren Namen gespeichert und nie weitergegeben.</li></ul>
<h2>Ihre Rechte</h2>
<p>Sie können Ihre personenbezogenen Daten jederzeit in Ihrem Konto einsehen, berichtigen oder löschen oder unseren Kundenservice darum bitten. Bestelldaten bewahren wir so lange auf, wie es das Steuerrecht verlangt; alles andere löschen wir, wenn Sie Ihr Konto schließen. Newsletter erhalten Sie nur nach ausdrücklicher Anmeldung, und jede E-Mail enthält einen Abmeldelink.</p>`,
      fr: `<p>Nous ne collectons que les informations nécessaires au fonctionnement de cette boutique, et nous ne les vendons jamais. Cette page explique ce que nous conservons, pourquoi, et quels sont vos droits.</p>
<h2>Ce que nous collectons et pourquoi</h2>
<ul><li><strong>Données de commande</strong> (nom, adresses de livraison et de facturation, e-mail, téléphone) pour livrer votre commande et vous contacter à son sujet.</li><li><strong>Données de compte</strong> (e-mail, mot de passe stocké sous forme de hachage sécurisé, historique de commandes) si vous créez un compte.</li><li><strong>Données de paiement</strong> traitées directement par notre prestataire de paiement : nous ne voyons ni ne conservons jamais votre numéro de carte complet.</li><li><strong>Cookies essentiels</strong> pour le panier et la session.</li><li><strong>Temps passé sur les pages</strong> (durée de consultation de chaque page, avec un numéro aléatoire conservé dans votre navigateur) pour améliorer le site. Il est enregistré sans votre nom et n’est jamais partagé.</li></ul>
<h2>Vos droits</h2>
<p>Vous pouvez consulter, corriger ou supprimer vos données personnelles à tout moment depuis votre compte, ou demander à notre service client de le faire pour vous. Nous conservons les données de commande aussi longtemps que la loi fiscale l’exige et supprimons tout le reste à la fermeture de votre compte. La newsletter n’est envoyée qu’avec votre accord, et chaque e-mail contient un lien de désinscription.</p>`,
      es: `<p>Solo recogemos la información que necesitamos para gestionar esta tienda y nunca la vendemos. Esta página explica qué guardamos, por qué y qué puedes hacer al respecto.</p>
<h2>Qué recogemos y por qué</h2>
<ul><li><strong>Datos del pedido</strong> (nombre, direcciones de envío y facturación, correo y teléfono) para entregar tu pedido y contactarte sobre él.</li><li><strong>Datos de la cuenta</strong> (correo, contraseña guardada como hash seguro e historial de pedidos) si creas una cuenta.</li><li><strong>Datos de pago</strong>: los procesa directamente nuestro proveedor de pagos; nunca vemos ni guardamos el número completo de tu tarjeta.</li><li><strong>Cookies esenciales</strong> para el carrito y la sesión.</li><li><strong>Tiempo en las páginas</strong> (cuánto tiempo se ve cada página, con un número aleatorio guardado en tu navegador) para mejorar la web. Se guarda sin tu nombre y nunca se comparte.</li></ul>
<h2>Tus derechos</h2>
<p>Puedes consultar, corregir o eliminar tus datos personales en cualquier momento desde tu cuenta o pedir a nuestro equipo de atención al cliente que lo haga por ti. Conservamos los registros de pedidos durante el tiempo que exige la normativa fiscal y borramos todo lo demás cuando cierras tu cuenta. Solo enviamos la newsletter si te suscribes, y cada correo incluye un enlace para darte de baja.</p>`,
      ja: `<p>当店では、ショップの運営に必要な情報のみを収集し、第三者に販売することは一切ありません。このページでは、保存する情報とその理由、お客様ができることをご説明します。</p>
<h2>収集する情報と目的</h2>
<ul><li><strong>ご注文情報</strong>（氏名、配送先・請求先住所、メールアドレス、電話番号）：商品のお届けとご注文に関するご連絡のため。</li><li><strong>アカウント情報</strong>（メールアドレス、安全にハッシュ化したパスワード、注文履歴）：アカウントを作成された場合。</li><li><strong>決済情報</strong>は決済代行会社が直接処理し、当店がカード番号全体を閲覧・保存することはありません。</li><li><strong>必須Cookie</strong>はカートとセッションの保持に使用します。</li><li><strong>ページの閲覧時間</strong>（各ページが表示されていた時間。ブラウザに保存したランダムな番号とともに記録します）：サイト改善のため。記録にお名前は含まれず、第三者に提供することもありません。</li></ul>
<h2>お客様の権利</h2>
<p>個人情報はアカウントページからいつでも確認・訂正・削除でき、カスタマーサービスに依頼することも可能です。注文記録は税法で定められた期間保管し、それ以外の情報はアカウント削除時に消去します。メールマガジンはご登録いただいた場合のみお送りし、すべてのメールに配信停止リンクを記載しています。</p>`,
      id: `<p>Kami hanya mengumpulkan informasi yang kami butuhkan untuk menjalankan toko ini, dan kami tidak pernah menjualnya. Halaman ini menjelaskan apa yang kami simpan, alasannya, dan apa yang dapat Anda lakukan.</p>
<h2>Apa yang kami kumpulkan dan alasannya</h2>
<ul><li><strong>Detail pesanan</strong> – nama, alamat pengiriman dan penagihan, email, dan nomor telepon – untuk mengirimkan pesanan Anda dan menghubungi Anda terkait pesanan tersebut.</li><li><strong>Data akun</strong> – email, kata sandi (disimpan sebagai hash yang aman), dan riwayat pesanan – jika Anda membuat akun.</li><li><strong>Data pembayaran</strong> diproses langsung oleh penyedia pembayaran kami; kami tidak pernah melihat atau menyimpan nomor kartu Anda secara lengkap.</li><li><strong>Cookie esensial</strong> untuk menyimpan keranjang dan sesi Anda.</li><li><strong>Waktu di halaman</strong> – berapa lama setiap halaman dilihat, dengan nomor acak yang disimpan di browser Anda – untuk menyempurnakan situs. Data ini disimpan tanpa nama Anda dan tidak pernah dibagikan.</li></ul>
<h2>Hak Anda</h2>
<p>Anda dapat melihat, memperbaiki, atau menghapus data pribadi Anda kapan saja dari akun Anda, atau meminta tim layanan pelanggan kami melakukannya untuk Anda. Kami menyimpan catatan pesanan selama diwajibkan oleh undang-undang perpajakan dan menghapus semua data lainnya saat Anda menutup akun. Email newsletter hanya dikirim jika Anda memilih untuk berlangganan, dan setiap email memuat tautan untuk berhenti berlangganan.</p>`,
      it: `<p>Raccogliamo solo le informazioni che ci servono per gestire questo negozio e non le vendiamo mai. Questa pagina spiega cosa conserviamo, perché e cosa puoi fare al riguardo.</p>
<h2>Cosa raccogliamo e perché</h2>
<ul><li><strong>Dati dell’ordine</strong> – nome, indirizzo di spedizione e di fatturazione, email e numero di telefono – per consegnare l’ordine e contattarti in merito.</li><li><strong>Dati dell’account</strong> – email, password (conservata come hash sicuro) e storico degli ordini – se crei un account.</li><li><strong>Dati di pagamento</strong>: sono trattati direttamente dal nostro fornitore di pagamenti; non vediamo né conserviamo mai il numero completo della tua carta.</li><li><strong>Cookie essenziali</strong> per mantenere il carrello e la sessione.</li><li><strong>Tempo sulle pagine</strong> – quanto a lungo viene vista ogni pagina, con un numero casuale conservato nel tuo browser – per migliorare il sito. Viene conservato senza il tuo nome e non è mai condiviso.</li></ul>
<h2>I tuoi diritti</h2>
<p>Puoi consultare, correggere o cancellare i tuoi dati personali in qualsiasi momento dal tuo account, oppure chiedere al nostro servizio clienti di farlo per te. Conserviamo i dati degli ordini per il tempo richiesto dalla normativa fiscale e cancelliamo tutto il resto quando chiudi l’account. Le email della newsletter vengono inviate solo se ti iscrivi, e ogni email contiene un link per annullare l’iscrizione.</p>`,
      ko: `<p>저희는 쇼핑몰 운영에 꼭 필요한 정보만 수집하며, 절대 판매하지 않습니다. 이 페이지에서는 어떤 정보를 왜 보관하는지, 그리고 고객님이 무엇을 하실 수 있는지 안내합니다.</p>
<h2>수집하는 정보와 목적</h2>
<ul><li><strong>주문 정보</strong> – 이름, 배송지 및 청구지 주소, 이메일, 전화번호 – 주문 상품을 배송하고 주문과 관련해 연락드리기 위해 사용합니다.</li><li><strong>계정 정보</strong> – 이메일, 비밀번호(안전한 해시로 저장), 주문 내역 – 계정을 만드신 경우에 보관합니다.</li><li><strong>결제 정보</strong>는 결제 대행사가 직접 처리하며, 저희는 카드 번호 전체를 보거나 저장하지 않습니다.</li><li><strong>필수 쿠키</strong>로 장바구니와 세션을 유지합니다.</li><li><strong>페이지 체류 시간</strong> – 각 페이지를 본 시간을 브라우저에 저장된 임의의 번호와 함께 기록하며, 사이트 개선에 사용합니다. 기록에는 이름이 포함되지 않으며 외부에 제공하지 않습니다.</li></ul>
<h2>고객님의 권리</h2>
<p>언제든지 내 계정에서 개인정보를 열람, 정정 또는 삭제하실 수 있으며, 고객센터에 요청하셔도 됩니다. 주문 기록은 세법이 정한 기간 동안 보관하고, 그 밖의 모든 정보는 계정을 해지하실 때 삭제합니다. 뉴스레터 이메일은 수신에 동의하신 경우에만 발송되며, 모든 이메일에는 수신 거부 링크가 포함되어 있습니다.</p>`,
      pt: `<p>Coletamos apenas as informações de que precisamos para administrar esta loja, e nunca as vendemos. Esta página explica o que guardamos, por quê e o que você pode fazer a respeito.</p>
<h2>O que coletamos e por quê</h2>
<ul><li><strong>Dados do pedido</strong> – nome, endereço de entrega e de cobrança, e-mail e telefone – para entregar seu pedido e falar com você sobre ele.</li><li><strong>Dados da conta</strong> – seu e-mail, senha (armazenada como hash seguro) e histórico de pedidos – se você criar uma conta.</li><li><strong>Dados de pagamento</strong> são processados diretamente pelo nosso provedor de pagamentos; nunca vemos nem armazenamos o número completo do seu cartão.</li><li><strong>Cookies essenciais</strong> para manter seu carrinho e sua sessão.</li><li><strong>Tempo nas páginas</strong> – quanto tempo cada página é vista, com um número aleatório guardado no seu navegador – para melhorar o site. Ele é guardado sem o seu nome e nunca é compartilhado.</li></ul>
<h2>Seus direitos</h2>
<p>Você pode consultar, corrigir ou excluir seus dados pessoais a qualquer momento na sua conta, ou pedir à nossa equipe de atendimento que faça isso por você. Guardamos os registros de pedidos pelo prazo exigido pela legislação tributária e excluímos todo o resto quando você encerra sua conta. Os e-mails da newsletter só são enviados se você se inscrever, e todo e-mail traz um link para cancelar a inscrição.</p>`,
      th: `<p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดำเนินร้านค้านี้ และไม่เคยขายข้อมูลให้ใคร หน้านี้อธิบายว่าเราเก็บข้อมูลอะไร เพราะอะไร และคุณทำอะไรกับข้อมูลนั้นได้บ้าง</p>
<h2>ข้อมูลที่เราเก็บและเหตุผล</h2>
<ul><li><strong>รายละเอียดคำสั่งซื้อ</strong> – ชื่อ ที่อยู่จัดส่งและที่อยู่สำหรับออกใบแจ้งหนี้ อีเมล และเบอร์โทรศัพท์ – เพื่อจัดส่งคำสั่งซื้อและติดต่อคุณเกี่ยวกับคำสั่งซื้อนั้น</li><li><strong>ข้อมูลบัญชี</strong> – อีเมล รหัสผ่าน (จัดเก็บในรูปแบบแฮชที่ปลอดภัย) และประวัติการสั่งซื้อ – หากคุณสร้างบัญชี</li><li><strong>ข้อมูลการชำระเงิน</strong>ได้รับการประมวลผลโดยผู้ให้บริการชำระเงินของเราโดยตรง เราไม่เคยเห็นหรือจัดเก็บหมายเลขบัตรของคุณแบบเต็ม</li><li><strong>คุกกี้ที่จำเป็น</strong>เพื่อจดจำตะกร้าสินค้าและเซสชันของคุณ</li><li><strong>เวลาที่ใช้ในแต่ละหน้า</strong> – ระยะเวลาที่มีการเปิดดูแต่ละหน้า บันทึกพร้อมหมายเลขสุ่มที่เก็บไว้ในเบราว์เซอร์ของคุณ – เพื่อปรับปรุงเว็บไซต์ ข้อมูลนี้จัดเก็บโดยไม่มีชื่อของคุณและจะไม่แบ่งปันให้ผู้อื่น</li></ul>
<h2>สิทธิของคุณ</h2>
<p>คุณดู แก้ไข หรือลบข้อมูลส่วนบุคคลของคุณได้ทุกเมื่อจากบัญชีของคุณ หรือขอให้ทีมบริการลูกค้าของเราดำเนินการให้ เราเก็บบันทึกคำสั่งซื้อไว้ตามระยะเวลาที่กฎหมายภาษีกำหนด และลบข้อมูลอื่นทั้งหมดเมื่อคุณปิดบัญชี เราส่งอีเมลจดหมายข่าวเฉพาะเมื่อคุณสมัครรับเท่านั้น และทุกอีเมลมีลิงก์ยกเลิกการรับข่าวสาร</p>`,
      fil: `<p>Kinokolekta lang namin ang impormasyong kailangan para patakbuhin ang shop na ito, at hindi namin ito ibinebenta kailanman. Ipinapaliwanag ng pahinang ito kung ano ang itinatago namin, bakit, at ano ang puwede mong gawin tungkol dito.</p>
<h2>Ano ang kinokolekta namin at bakit</h2>
<ul><li><strong>Detalye ng order</strong> – pangalan, shipping at billing address, email at numero ng telepono – para maihatid ang order mo at makontak ka tungkol dito.</li><li><strong>Data ng account</strong> – ang email mo, password (nakatago bilang secure na hash) at kasaysayan ng order – kung gagawa ka ng account.</li><li><strong>Data ng bayad</strong> ay direktang pinoproseso ng aming payment provider; hindi namin kailanman nakikita o itinatago ang buong numero ng card mo.</li><li><strong>Mahahalagang cookie</strong> para mapanatili ang cart at session mo.</li><li><strong>Oras sa mga pahina</strong> – kung gaano katagal tinitingnan ang bawat pahina, kasama ang random na numerong nakatago sa browser mo – para mapahusay ang site. Itinatago ito nang walang pangalan mo at hindi kailanman ibinabahagi.</li></ul>
<h2>Ang iyong mga karapatan</h2>
<p>Puwede mong tingnan, itama o burahin ang iyong personal na data anumang oras mula sa iyong account, o hilingin sa aming customer service team na gawin ito para sa iyo. Itinatago namin ang mga rekord ng order hangga’t hinihingi ng batas sa buwis, at binubura ang lahat ng iba pa kapag isinara mo ang iyong account. Ipinapadala lang ang mga newsletter email kung nag-opt in ka, at may unsubscribe link ang bawat email.</p>`,
      vi: `<p>Chúng tôi chỉ thu thập những thông tin cần thiết để vận hành cửa hàng này và không bao giờ bán chúng. Trang này giải thích chúng tôi lưu những gì, vì sao, và bạn có thể làm gì với dữ liệu đó.</p>
<h2>Chúng tôi thu thập gì và vì sao</h2>
<ul><li><strong>Thông tin đơn hàng</strong> – tên, địa chỉ giao hàng và thanh toán, email và số điện thoại – để giao đơn hàng và liên hệ với bạn về đơn hàng đó.</li><li><strong>Dữ liệu tài khoản</strong> – email, mật khẩu (lưu dưới dạng hash bảo mật) và lịch sử đơn hàng – nếu bạn tạo tài khoản.</li><li><strong>Dữ liệu thanh toán</strong> do đơn vị cung cấp dịch vụ thanh toán của chúng tôi xử lý trực tiếp; chúng tôi không bao giờ thấy hay lưu đầy đủ số thẻ của bạn.</li><li><strong>Cookie thiết yếu</strong> để giữ giỏ hàng và phiên đăng nhập của bạn.</li><li><strong>Thời gian xem trang</strong> – mỗi trang được xem trong bao lâu, ghi cùng một số ngẫu nhiên lưu trong trình duyệt của bạn – để cải thiện trang web. Dữ liệu này được lưu không kèm tên của bạn và không bao giờ được chia sẻ cho bên khác.</li></ul>
<h2>Quyền của bạn</h2>
<p>Bạn có thể xem, sửa hoặc xóa dữ liệu cá nhân của mình bất cứ lúc nào trong tài khoản, hoặc nhờ đội ngũ chăm sóc khách hàng của chúng tôi làm giúp. Chúng tôi lưu hồ sơ đơn hàng trong thời gian luật thuế yêu cầu và xóa mọi dữ liệu khác khi bạn đóng tài khoản. Email bản tin chỉ được gửi nếu bạn đăng ký nhận, và mỗi email đều có đường dẫn hủy đăng ký.</p>`,
    },
  },
  {
    slug: "terms",
    title: { en: "Terms of service", zh: "服务条款", "zh-TW": "服務條款", "zh-HK": "條款及細則", de: "Allgemeine Geschäftsbedingungen", fr: "Conditions générales de vente", es: "Términos y condiciones", ja: "利用規約", id: "Ketentuan layanan", it: "Termini di servizio", ko: "이용약관", pt: "Termos de uso", th: "ข้อกำหนดการให้บริการ", fil: "Mga tuntunin ng serbisyo", vi: "Điều khoản dịch vụ" },
    content: {
      en: `<p>These terms apply to all purchases from Northwind Supply Co., Portland, Oregon, USA. By placing an order you agree to them.</p>
<h2>Orders and prices</h2>
<p>Prices are set in US dollars; amounts shown in other currencies are estimates based on the current exchange rate, and your bank may apply its own rate. A contract is formed when we send your shipping confirmation. If an item turns out to be unavailable or was listed at an obviously wrong price, we will contact you and refund any payment in full.</p>
<h2>Returns, warranty and liability</h2>
<p>You may return items within 30 days as described on our shipping page. Every product carries a <strong>two-year warranty</strong> against defects in materials and workmanship, and we repair normal wear at a fair price. Our liability is limited to the value of your order, except where the law does not allow such a limitation. These terms are governed by the laws of the State of Oregon.</p>`,
      zh: `<p>本条款适用于向美国俄勒冈州波特兰的 Northwind Supply Co. 进行的所有购买。下单即表示你同意本条款。</p>
<h2>订单与价格</h2>
<p>商品以美元定价；以其他货币显示的金额为根据当前汇率估算的价格，你的银行可能使用其自身汇率。我们发出发货确认时，合同即告成立。若商品无货或标价明显有误，我们会与你联系并全额退还已付款项。</p>
<h2>退货、保修与责任</h2>
<p>你可按配送页面的说明在 30 天内退货。所有商品均享有针对材料和做工缺陷的<strong>两年保修</strong>，正常磨损我们也会以合理价格提供维修。除法律不允许限制的情况外，我们的责任以你的订单金额为限。本条款受美国俄勒冈州法律管辖。</p>`,
      "zh-TW": `<p>本條款適用於向美國奧勒岡州波特蘭的 Northwind Supply Co. 所進行的所有購買。下單即表示你同意本條款。</p>
<h2>訂單與價格</h2>
<p>商品以美元定價；以其他幣別顯示的金額為依目前匯率估算的價格，實際金額依你的發卡銀行匯率為準。我們寄出出貨確認時，契約即成立。若商品缺貨或標價明顯錯誤，我們會與你聯繫並全額退還已付款項。</p>
<h2>退貨、保固與責任</h2>
<p>你可依運送頁面說明於 30 天內辦理退貨。所有商品皆享有針對材料與做工瑕疵的<strong>兩年保固</strong>，一般磨損我們也會以合理價格提供維修。除法律不允許限制者外，我們的責任以你的訂單金額為上限。本條款受美國奧勒岡州法律管轄。</p>`,
      "zh-HK": `<p>本條款及細則適用於向美國俄勒岡州波特蘭 Northwind Supply Co. 作出的所有購買。落單即代表你同意本條款。</p>
<h2>訂單及價格</h2>
<p>貨品以美元定價；以其他貨幣顯示的金額為按現行匯率估算的價格，你的銀行或會採用其自身匯率。我們發出送貨確認時，合約即告成立。如貨品缺貨或標價明顯錯誤，我們會聯絡你並全數退還已付款項。</p>
<h2>退貨、保養及責任</h2>
<p>你可按送貨頁面的說明於 30 日內退貨。所有貨品均享有針對物料及工藝缺陷的<strong>兩年保養</strong>，一般損耗我們亦會以合理價錢提供維修。除法律不容許限制的情況外，我們的責任以你的訂單金額為上限。本條款受美國俄勒岡州法律管轄。</p>`,
      de: `<p>Diese Bedingungen gelten für alle Käufe bei Northwind Supply Co., Portland, Oregon, USA. Mit Ihrer Bestellung erklären Sie sich mit ihnen einverstanden.</p>
<h2>Bestellungen und Preise</h2>
<p>Unsere Preise gelten in US-Dollar; Beträge in anderen Währungen sind Schätzungen auf Basis des aktuellen Wechselkurses, Ihre Bank kann einen eigenen Kurs verwenden. Der Vertrag kommt mit unserer Versandbestätigung zustande. Ist ein Artikel nicht verfügbar oder offensichtlich falsch ausgezeichnet, melden wir uns bei Ihnen und erstatten bereits geleistete Zahlungen vollständig.</p>
<h2>Rückgabe, Garantie und Haftung</h2>
<p>Sie können Artikel innerhalb von 30 Tagen zurückgeben, wie auf unserer Versandseite beschrieben. Auf jedes Produkt geben wir <strong>zwei Jahre Garantie</strong> auf Material- und Verarbeitungsfehler, und normale Abnutzung reparieren wir zu fairen Preisen. Unsere Haftung ist auf den Wert Ihrer Bestellung begrenzt, soweit das Gesetz eine solche Beschränkung zulässt. Es gilt das Recht des Bundesstaates Oregon; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben unberührt.</p>`,
      fr: `<p>Les présentes conditions s’appliquent à tous les achats effectués auprès de Northwind Supply Co., Portland, Oregon, États-Unis. En passant commande, vous les acceptez.</p>
<h2>Commandes et prix</h2>
<p>Nos prix sont fixés en dollars américains ; les montants affichés dans d’autres devises sont des estimations basées sur le taux de change du jour, et votre banque peut appliquer son propre taux. Le contrat est conclu à l’envoi de la confirmation d’expédition. Si un article est indisponible ou affiché à un prix manifestement erroné, nous vous contactons et remboursons intégralement tout paiement.</p>
<h2>Retours, garantie et responsabilité</h2>
<p>Vous pouvez retourner vos articles sous 30 jours, comme indiqué sur notre page Livraison. Chaque produit bénéficie d’une <strong>garantie de deux ans</strong> contre les défauts de matière et de fabrication, et nous réparons l’usure normale à un prix juste. Notre responsabilité est limitée à la valeur de votre commande, sauf lorsque la loi interdit une telle limitation. Les présentes conditions sont régies par le droit de l’État de l’Oregon, sans préjudice des dispositions impératives protégeant les consommateurs de votre pays.</p>`,
      es: `<p>Estas condiciones se aplican a todas las compras realizadas a Northwind Supply Co., Portland, Oregón (EE. UU.). Al hacer un pedido, las aceptas.</p>
<h2>Pedidos y precios</h2>
<p>Los precios se fijan en dólares estadounidenses; los importes en otras monedas son estimaciones basadas en el tipo de cambio actual, y tu banco puede aplicar su propio tipo. El contrato se formaliza cuando te enviamos la confirmación de envío. Si un artículo no está disponible o se publicó con un precio claramente erróneo, nos pondremos en contacto contigo y te reembolsaremos íntegramente cualquier pago.</p>
<h2>Devoluciones, garantía y responsabilidad</h2>
<p>Puedes devolver los artículos en un plazo de 30 días, como se explica en nuestra página de envíos. Todos los productos tienen una <strong>garantía de dos años</strong> frente a defectos de materiales y fabricación, y reparamos el desgaste normal a un precio justo. Nuestra responsabilidad se limita al valor de tu pedido, salvo cuando la ley no permita dicha limitación. Estas condiciones se rigen por las leyes del estado de Oregón, sin perjuicio de las normas imperativas de protección al consumidor de tu país.</p>`,
      ja: `<p>本規約は、Northwind Supply Co.（米国オレゴン州ポートランド）でのすべてのご購入に適用されます。ご注文をもって本規約に同意いただいたものとみなします。</p>
<h2>ご注文と価格</h2>
<p>価格は米ドル建てです。その他の通貨で表示される金額は現在の為替レートに基づく目安であり、実際の請求額はカード会社のレートにより異なる場合があります。売買契約は、当店が発送完了のお知らせを送信した時点で成立します。在庫切れや明らかな価格誤表示があった場合はご連絡のうえ、お支払い済みの代金を全額返金いたします。</p>
<h2>返品・保証・責任</h2>
<p>配送ページに記載のとおり、30日以内であれば返品を承ります。すべての製品に素材および縫製の不良に対する<strong>2年間の保証</strong>が付いており、通常の使用による傷みも適正価格で修理いたします。法律で制限が認められない場合を除き、当店の責任はご注文金額を上限とします。本規約は米国オレゴン州法に準拠します。</p>`,
      id: `<p>Ketentuan ini berlaku untuk semua pembelian dari Northwind Supply Co., Portland, Oregon, AS. Dengan melakukan pemesanan, Anda menyetujuinya.</p>
<h2>Pesanan dan harga</h2>
<p>Harga ditetapkan dalam dolar AS; jumlah yang ditampilkan dalam mata uang lain adalah perkiraan berdasarkan kurs saat ini, dan bank Anda mungkin menerapkan kursnya sendiri. Kontrak terbentuk saat kami mengirimkan konfirmasi pengiriman Anda. Jika sebuah barang ternyata tidak tersedia atau tercantum dengan harga yang jelas keliru, kami akan menghubungi Anda dan mengembalikan seluruh pembayaran.</p>
<h2>Pengembalian, garansi, dan tanggung jawab</h2>
<p>Anda dapat mengembalikan barang dalam 30 hari sebagaimana dijelaskan di halaman pengiriman kami. Setiap produk memiliki <strong>garansi dua tahun</strong> untuk cacat bahan dan pengerjaan, dan kami memperbaiki keausan wajar dengan harga yang pantas. Tanggung jawab kami terbatas pada nilai pesanan Anda, kecuali jika hukum tidak mengizinkan pembatasan tersebut. Ketentuan ini diatur oleh hukum Negara Bagian Oregon.</p>`,
      it: `<p>I presenti termini si applicano a tutti gli acquisti effettuati da Northwind Supply Co., Portland, Oregon, USA. Effettuando un ordine li accetti.</p>
<h2>Ordini e prezzi</h2>
<p>I prezzi sono fissati in dollari statunitensi; gli importi mostrati in altre valute sono stime basate sul tasso di cambio attuale e la tua banca può applicare un proprio tasso. Il contratto si conclude quando ti inviamo la conferma di spedizione. Se un articolo risulta non disponibile o è stato pubblicato a un prezzo palesemente errato, ti contatteremo e rimborseremo integralmente quanto pagato.</p>
<h2>Resi, garanzia e responsabilità</h2>
<p>Puoi restituire gli articoli entro 30 giorni come descritto nella nostra pagina sulle spedizioni. Ogni prodotto ha una <strong>garanzia di due anni</strong> contro difetti dei materiali e di fabbricazione, e ripariamo la normale usura a un prezzo equo. La nostra responsabilità è limitata al valore del tuo ordine, salvo i casi in cui la legge non consenta tale limitazione. I presenti termini sono regolati dalle leggi dello Stato dell’Oregon.</p>`,
      ko: `<p>본 약관은 미국 오리건주 포틀랜드 소재 Northwind Supply Co.에서 이루어지는 모든 구매에 적용됩니다. 주문을 하시면 본 약관에 동의하시는 것으로 간주됩니다.</p>
<h2>주문 및 가격</h2>
<p>가격은 미국 달러로 책정되며, 다른 통화로 표시된 금액은 현재 환율을 기준으로 한 추정치입니다. 카드사나 은행은 자체 환율을 적용할 수 있습니다. 계약은 저희가 발송 확인 메일을 보낸 시점에 성립됩니다. 상품이 품절되었거나 명백히 잘못된 가격으로 게시된 경우, 연락을 드리고 결제 금액 전액을 환불해 드립니다.</p>
<h2>반품, 품질보증 및 책임</h2>
<p>배송 안내 페이지에 설명된 대로 30일 이내에 상품을 반품하실 수 있습니다. 모든 제품에는 소재 및 제작상의 결함에 대한 <strong>2년 품질보증</strong>이 적용되며, 일반적인 마모는 합리적인 비용으로 수선해 드립니다. 저희의 책임은 주문 금액을 한도로 하며, 법률상 이러한 제한이 허용되지 않는 경우는 예외로 합니다. 본 약관은 오리건주 법률을 따릅니다.</p>`,
      pt: `<p>Estes termos se aplicam a todas as compras feitas na Northwind Supply Co., Portland, Oregon, EUA. Ao fazer um pedido, você concorda com eles.</p>
<h2>Pedidos e preços</h2>
<p>Os preços são definidos em dólares americanos; valores exibidos em outras moedas são estimativas com base na taxa de câmbio atual, e seu banco pode aplicar a própria taxa. O contrato é firmado quando enviamos a confirmação de envio. Se um item estiver indisponível ou tiver sido anunciado por um preço claramente errado, entraremos em contato e reembolsaremos integralmente qualquer pagamento.</p>
<h2>Devoluções, garantia e responsabilidade</h2>
<p>Você pode devolver itens em até 30 dias, conforme descrito na nossa página de entrega e devoluções. Todo produto tem <strong>garantia de dois anos</strong> contra defeitos de material e de fabricação, e consertamos o desgaste normal por um preço justo. Nossa responsabilidade se limita ao valor do seu pedido, exceto quando a lei não permitir essa limitação. Estes termos são regidos pelas leis do Estado do Oregon.</p>`,
      th: `<p>ข้อกำหนดนี้ใช้กับการซื้อสินค้าทั้งหมดจาก Northwind Supply Co. เมืองพอร์ตแลนด์ รัฐออริกอน สหรัฐอเมริกา เมื่อคุณสั่งซื้อ ถือว่าคุณยอมรับข้อกำหนดเหล่านี้</p>
<h2>คำสั่งซื้อและราคา</h2>
<p>ราคากำหนดเป็นดอลลาร์สหรัฐ จำนวนเงินที่แสดงในสกุลเงินอื่นเป็นค่าประมาณตามอัตราแลกเปลี่ยนปัจจุบัน และธนาคารของคุณอาจใช้อัตราของตนเอง สัญญาจะเกิดขึ้นเมื่อเราส่งการยืนยันการจัดส่งถึงคุณ หากสินค้าไม่มีจำหน่ายหรือแสดงราคาผิดอย่างชัดเจน เราจะติดต่อคุณและคืนเงินที่ชำระแล้วเต็มจำนวน</p>
<h2>การคืนสินค้า การรับประกัน และความรับผิด</h2>
<p>คุณคืนสินค้าได้ภายใน 30 วันตามที่อธิบายไว้ในหน้าการจัดส่ง สินค้าทุกชิ้นมี<strong>การรับประกันสองปี</strong>สำหรับความบกพร่องของวัสดุและฝีมือการผลิต และเราซ่อมแซมการสึกหรอตามปกติในราคาที่เป็นธรรม ความรับผิดของเราจำกัดอยู่ที่มูลค่าคำสั่งซื้อของคุณ เว้นแต่กฎหมายไม่อนุญาตให้จำกัดเช่นนั้น ข้อกำหนดนี้อยู่ภายใต้กฎหมายของรัฐออริกอน</p>`,
      fil: `<p>Saklaw ng mga tuntuning ito ang lahat ng pagbili mula sa Northwind Supply Co., Portland, Oregon, USA. Sa paglalagay ng order, sumasang-ayon ka sa mga ito.</p>
<h2>Mga order at presyo</h2>
<p>Nakatakda ang mga presyo sa US dollar; ang mga halagang ipinapakita sa ibang currency ay tantiya batay sa kasalukuyang palitan, at maaaring gumamit ang bangko mo ng sarili nitong palitan. Nabubuo ang kontrata kapag ipinadala namin ang kumpirmasyon ng pagpapadala. Kung lumabas na hindi available ang isang item o nailista ito sa malinaw na maling presyo, kokontakin ka namin at ibabalik nang buo ang anumang ibinayad mo.</p>
<h2>Pagbabalik, warranty at pananagutan</h2>
<p>Puwede mong ibalik ang mga item sa loob ng 30 araw gaya ng nakasaad sa aming shipping page. Bawat produkto ay may <strong>dalawang taong warranty</strong> laban sa depekto sa materyales at pagkakagawa, at inaayos namin ang karaniwang pagkasira sa makatwirang presyo. Limitado ang aming pananagutan sa halaga ng iyong order, maliban kung hindi pinapayagan ng batas ang ganitong limitasyon. Ang mga tuntuning ito ay sakop ng mga batas ng Estado ng Oregon.</p>`,
      vi: `<p>Các điều khoản này áp dụng cho mọi giao dịch mua hàng từ Northwind Supply Co., Portland, Oregon, Hoa Kỳ. Khi đặt hàng, bạn đồng ý với các điều khoản này.</p>
<h2>Đơn hàng và giá cả</h2>
<p>Giá được niêm yết bằng đô la Mỹ; số tiền hiển thị bằng các loại tiền tệ khác là ước tính theo tỷ giá hiện hành, và ngân hàng của bạn có thể áp dụng tỷ giá riêng. Hợp đồng được xác lập khi chúng tôi gửi xác nhận giao hàng cho bạn. Nếu một sản phẩm hóa ra không còn hàng hoặc bị niêm yết với mức giá sai rõ ràng, chúng tôi sẽ liên hệ với bạn và hoàn lại toàn bộ số tiền đã thanh toán.</p>
<h2>Đổi trả, bảo hành và trách nhiệm</h2>
<p>Bạn có thể trả lại sản phẩm trong vòng 30 ngày như mô tả trên trang vận chuyển của chúng tôi. Mọi sản phẩm đều được <strong>bảo hành hai năm</strong> đối với lỗi vật liệu và tay nghề, và chúng tôi sửa chữa hao mòn thông thường với giá hợp lý. Trách nhiệm của chúng tôi giới hạn ở giá trị đơn hàng của bạn, trừ trường hợp pháp luật không cho phép giới hạn như vậy. Các điều khoản này chịu sự điều chỉnh của luật pháp Tiểu bang Oregon.</p>`,
    },
  },
  {
    slug: "contact",
    title: { en: "Contact us", zh: "联系我们", "zh-TW": "聯絡我們", "zh-HK": "聯絡我們", de: "Kontakt", fr: "Nous contacter", es: "Contacto", ja: "お問い合わせ", id: "Hubungi kami", it: "Contattaci", ko: "문의하기", pt: "Fale conosco", th: "ติดต่อเรา", fil: "Makipag-ugnayan", vi: "Liên hệ" },
    content: {
      en: `<p>Questions about an order, sizing or a repair? Write to us with the form below: a person on our Portland team reads every message and answers within two business days.</p>`,
      zh: `<p>对订单、尺码或维修有疑问？请通过下方表单给我们留言：波特兰团队的同事会亲自阅读每一条留言，并在两个工作日内回复。</p>`,
      "zh-TW": `<p>對訂單、尺寸或維修有疑問嗎？請透過下方表單留言給我們：波特蘭團隊的同事會親自閱讀每一則訊息，並在兩個工作天內回覆。</p>`,
      "zh-HK": `<p>對訂單、尺碼或維修有疑問？請透過下面的表格留言：波特蘭團隊的同事會親自閱讀每一則訊息，並於兩個工作天內回覆。</p>`,
      de: `<p>Fragen zu einer Bestellung, zur Größe oder zu einer Reparatur? Schreib uns über das Formular unten: Ein Mensch aus unserem Team in Portland liest jede Nachricht und antwortet innerhalb von zwei Werktagen.</p>`,
      fr: `<p>Une question sur une commande, une taille ou une réparation ? Écrivez-nous avec le formulaire ci-dessous : une personne de notre équipe de Portland lit chaque message et répond sous deux jours ouvrés.</p>`,
      es: `<p>¿Tienes preguntas sobre un pedido, una talla o una reparación? Escríbenos con el formulario de abajo: una persona de nuestro equipo de Portland lee cada mensaje y responde en un plazo de dos días laborables.</p>`,
      ja: `<p>ご注文、サイズ、修理についてのご質問は、下のフォームからお送りください。ポートランドのスタッフがすべてのメッセージに目を通し、2営業日以内にお返事します。</p>`,
      id: `<p>Ada pertanyaan soal pesanan, ukuran, atau perbaikan? Tulis kepada kami melalui formulir di bawah: setiap pesan dibaca oleh salah satu anggota tim kami di Portland dan dijawab dalam dua hari kerja.</p>`,
      it: `<p>Domande su un ordine, sulle taglie o su una riparazione? Scrivici con il modulo qui sotto: una persona del nostro team di Portland legge ogni messaggio e risponde entro due giorni lavorativi.</p>`,
      ko: `<p>주문, 사이즈, 수선에 관해 궁금한 점이 있으신가요? 아래 양식으로 문의해 주세요. 포틀랜드 팀원이 모든 메시지를 직접 읽고 영업일 기준 2일 이내에 답변드립니다.</p>`,
      pt: `<p>Dúvidas sobre um pedido, tamanhos ou um conserto? Escreva para nós pelo formulário abaixo: uma pessoa da nossa equipe em Portland lê cada mensagem e responde em até dois dias úteis.</p>`,
      th: `<p>มีคำถามเกี่ยวกับคำสั่งซื้อ ไซซ์ หรือการซ่อมใช่ไหม เขียนถึงเราผ่านแบบฟอร์มด้านล่างได้เลย ทีมงานตัวจริงของเราที่พอร์ตแลนด์อ่านทุกข้อความและตอบกลับภายในสองวันทำการ</p>`,
      fil: `<p>May tanong tungkol sa order, sukat o pagpapaayos? Sumulat sa amin gamit ang form sa ibaba: binabasa ng isang tao sa aming team sa Portland ang bawat mensahe at sumasagot sa loob ng dalawang araw ng trabaho.</p>`,
      vi: `<p>Bạn có câu hỏi về đơn hàng, kích cỡ hay sửa chữa? Hãy viết cho chúng tôi qua biểu mẫu bên dưới: một thành viên trong đội ngũ của chúng tôi ở Portland sẽ đọc từng tin nhắn và trả lời trong vòng hai ngày làm việc.</p>`,
    },
  },
];
