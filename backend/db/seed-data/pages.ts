import type { SeedData } from "./types.ts";

export const pages: SeedData["pages"] = [
  {
    slug: "about",
    title: { en: "About us", zh: "关于我们", "zh-TW": "關於我們", "zh-HK": "關於我們", de: "Über uns", fr: "À propos", es: "Sobre nosotros", ja: "私たちについて" },
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
<p>Heute sind wir ein Team von 18 Leuten, immer noch in Portland, und testen weiterhin jedes Produkt auf den Wegen der Columbia River Gorge, bevor es in den Verkauf geht. Danke, dass du dabei bist.</p>`,
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
    },
  },
  {
    slug: "shipping",
    title: { en: "Shipping & returns", zh: "配送与退货", "zh-TW": "運送與退貨", "zh-HK": "送貨及退貨", de: "Versand & Rückgabe", fr: "Livraison et retours", es: "Envíos y devoluciones", ja: "配送・返品について" },
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
<p>Bestellungen, die an Werktagen vor 13 Uhr pazifischer Zeit eingehen, verlassen unser Lager am selben Tag; alle anderen werden innerhalb von zwei Werktagen verschickt. Sobald dein Paket unterwegs ist, erhältst du einen Sendungsverfolgungslink per E-Mail.</p>
<ul><li><strong>Standard (USA):</strong> 3–5 Werktage, 6,95 $ – <strong>kostenlos ab 75 $ Bestellwert</strong></li><li><strong>Express (USA):</strong> 1–2 Werktage, 14,95 $</li><li><strong>International:</strong> 7–14 Werktage, ab 19,95 $, kostenlos ab 200 $. Bei der Zustellung können Einfuhrzölle und Steuern anfallen.</li></ul>
<h2>Rückgabe</h2>
<p>Passt nicht ganz? Ungetragene, ungewaschene Artikel im Originalzustand kannst du <strong>innerhalb von 30 Tagen</strong> nach Erhalt zurückgeben – gegen volle Erstattung oder Umtausch. Starte die Rücksendung in deinem Kundenkonto; Rücksendungen innerhalb der USA sind kostenlos, und die Erstattung erfolgt innerhalb von fünf Werktagen nach Eingang auf das ursprüngliche Zahlungsmittel.</p>`,
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
    },
  },
  {
    slug: "privacy",
    title: { en: "Privacy policy", zh: "隐私政策", "zh-TW": "隱私權政策", "zh-HK": "私隱政策", de: "Datenschutzerklärung", fr: "Politique de confidentialité", es: "Política de privacidad", ja: "プライバシーポリシー" },
    content: {
      en: `<p>We collect only the information we need to run this shop, and we never sell it. This page explains what we store, why, and what you can do about it.</p>
<h2>What we collect and why</h2>
<ul><li><strong>Order details</strong> – name, shipping and billing address, email and phone number – to deliver your order and contact you about it.</li><li><strong>Account data</strong> – your email, password (stored as a secure hash) and order history – if you create an account.</li><li><strong>Payment data</strong> is processed directly by our payment provider; we never see or store your full card number.</li><li><strong>Essential cookies</strong> to keep your cart and session, and, only with your consent, anonymous analytics to improve the site.</li></ul>
<h2>Your rights</h2>
<p>You can view, correct or delete your personal data at any time from your account, or ask our customer service team to do it for you. We keep order records for as long as tax law requires and delete everything else when you close your account. Newsletter emails are sent only if you opt in, and every email contains an unsubscribe link.</p>`,
      zh: `<p>我们只收集经营本店所必需的信息，并且绝不出售。本页说明我们存储哪些信息、为什么存储，以及你可以如何处理这些信息。</p>
<h2>我们收集什么，以及原因</h2>
<ul><li><strong>订单信息</strong>——姓名、收货和账单地址、电子邮箱及电话号码——用于配送订单并就订单与你联系。</li><li><strong>账户数据</strong>——如果你注册账户，我们会保存你的邮箱、密码（以安全哈希形式存储）和订单记录。</li><li><strong>支付数据</strong>由支付服务商直接处理，我们不会看到或存储你的完整卡号。</li><li><strong>必要 Cookie</strong> 用于保存购物车和会话；仅在你同意的情况下，才会使用匿名分析来改进网站。</li></ul>
<h2>你的权利</h2>
<p>你可以随时在账户中查看、更正或删除个人数据，也可以请客服团队代为处理。订单记录会按税法要求的期限保存，其余数据会在你注销账户时删除。只有在你主动订阅时我们才会发送新闻邮件，每封邮件都附有退订链接。</p>`,
      "zh-TW": `<p>我們只蒐集經營本店所必需的資料，而且絕不出售。本頁說明我們儲存哪些資料、為什麼儲存，以及你可以怎麼處理。</p>
<h2>我們蒐集哪些資料及原因</h2>
<ul><li><strong>訂單資料</strong>——姓名、收件與帳單地址、電子郵件和電話——用於寄送訂單並與你聯繫。</li><li><strong>帳戶資料</strong>——若你註冊帳戶，我們會保存你的電子郵件、密碼（以安全雜湊形式儲存）與訂購紀錄。</li><li><strong>付款資料</strong>由金流服務商直接處理，我們不會看到或儲存你的完整卡號。</li><li><strong>必要 Cookie</strong> 用於保存購物車與登入狀態；只有在你同意時，才會使用匿名分析來改善網站。</li></ul>
<h2>你的權利</h2>
<p>你可以隨時在帳戶中查看、更正或刪除個人資料，也可以請客服團隊代為處理。訂單紀錄會依稅法規定的期限保存，其餘資料會在你刪除帳戶時一併刪除。只有在你主動訂閱時我們才會寄送電子報，每封郵件都附有取消訂閱連結。</p>`,
      "zh-HK": `<p>我們只收集經營本店必需的資料，並且絕不出售。本頁說明我們儲存甚麼資料、原因，以及你可以點樣處理。</p>
<h2>我們收集甚麼資料及原因</h2>
<ul><li><strong>訂單資料</strong>——姓名、送貨及賬單地址、電郵及電話號碼——用作寄送訂單及就訂單聯絡你。</li><li><strong>帳戶資料</strong>——如你開設帳戶，我們會保存你的電郵、密碼（以安全雜湊形式儲存）及訂單紀錄。</li><li><strong>付款資料</strong>由付款服務供應商直接處理，我們不會看到或儲存你的完整卡號。</li><li><strong>必要 Cookie</strong> 用作保存購物車及登入狀態；只有得到你同意，先會使用匿名分析改善網站。</li></ul>
<h2>你的權利</h2>
<p>你可隨時喺帳戶內查閱、更正或刪除個人資料，亦可以請客戶服務團隊代為處理。訂單紀錄會按稅務法例規定的期限保存，其餘資料會喺你取消帳戶時刪除。只有你主動訂閱，我們先會寄出電子通訊，每封電郵都附有取消訂閱連結。</p>`,
      de: `<p>Wir erheben nur die Daten, die wir für den Betrieb dieses Shops brauchen, und verkaufen sie niemals. Hier erfährst du, was wir speichern, warum, und welche Möglichkeiten du hast.</p>
<h2>Was wir erheben und warum</h2>
<ul><li><strong>Bestelldaten</strong> – Name, Liefer- und Rechnungsadresse, E-Mail und Telefonnummer –, um deine Bestellung zu liefern und dich dazu zu kontaktieren.</li><li><strong>Kontodaten</strong> – E-Mail, Passwort (als sicherer Hash gespeichert) und Bestellhistorie –, wenn du ein Konto anlegst.</li><li><strong>Zahlungsdaten</strong> verarbeitet unser Zahlungsdienstleister direkt; deine vollständige Kartennummer sehen oder speichern wir nie.</li><li><strong>Notwendige Cookies</strong> für Warenkorb und Sitzung sowie – nur mit deiner Einwilligung – anonyme Statistiken zur Verbesserung der Website.</li></ul>
<h2>Deine Rechte</h2>
<p>Du kannst deine personenbezogenen Daten jederzeit in deinem Konto einsehen, berichtigen oder löschen oder unseren Kundenservice darum bitten. Bestelldaten bewahren wir so lange auf, wie es das Steuerrecht verlangt; alles andere löschen wir, wenn du dein Konto schließt. Newsletter erhältst du nur nach ausdrücklicher Anmeldung, und jede E-Mail enthält einen Abmeldelink.</p>`,
      fr: `<p>Nous ne collectons que les informations nécessaires au fonctionnement de cette boutique, et nous ne les vendons jamais. Cette page explique ce que nous conservons, pourquoi, et quels sont vos droits.</p>
<h2>Ce que nous collectons et pourquoi</h2>
<ul><li><strong>Données de commande</strong> (nom, adresses de livraison et de facturation, e-mail, téléphone) pour livrer votre commande et vous contacter à son sujet.</li><li><strong>Données de compte</strong> (e-mail, mot de passe stocké sous forme de hachage sécurisé, historique de commandes) si vous créez un compte.</li><li><strong>Données de paiement</strong> traitées directement par notre prestataire de paiement : nous ne voyons ni ne conservons jamais votre numéro de carte complet.</li><li><strong>Cookies essentiels</strong> pour le panier et la session et, uniquement avec votre accord, mesure d’audience anonyme pour améliorer le site.</li></ul>
<h2>Vos droits</h2>
<p>Vous pouvez consulter, corriger ou supprimer vos données personnelles à tout moment depuis votre compte, ou demander à notre service client de le faire pour vous. Nous conservons les données de commande aussi longtemps que la loi fiscale l’exige et supprimons tout le reste à la fermeture de votre compte. La newsletter n’est envoyée qu’avec votre accord, et chaque e-mail contient un lien de désinscription.</p>`,
      es: `<p>Solo recogemos la información que necesitamos para gestionar esta tienda y nunca la vendemos. Esta página explica qué guardamos, por qué y qué puedes hacer al respecto.</p>
<h2>Qué recogemos y por qué</h2>
<ul><li><strong>Datos del pedido</strong> (nombre, direcciones de envío y facturación, correo y teléfono) para entregar tu pedido y contactarte sobre él.</li><li><strong>Datos de la cuenta</strong> (correo, contraseña guardada como hash seguro e historial de pedidos) si creas una cuenta.</li><li><strong>Datos de pago</strong>: los procesa directamente nuestro proveedor de pagos; nunca vemos ni guardamos el número completo de tu tarjeta.</li><li><strong>Cookies esenciales</strong> para el carrito y la sesión y, solo con tu consentimiento, analítica anónima para mejorar la web.</li></ul>
<h2>Tus derechos</h2>
<p>Puedes consultar, corregir o eliminar tus datos personales en cualquier momento desde tu cuenta o pedir a nuestro equipo de atención al cliente que lo haga por ti. Conservamos los registros de pedidos durante el tiempo que exige la normativa fiscal y borramos todo lo demás cuando cierras tu cuenta. Solo enviamos la newsletter si te suscribes, y cada correo incluye un enlace para darte de baja.</p>`,
      ja: `<p>当店では、ショップの運営に必要な情報のみを収集し、第三者に販売することは一切ありません。このページでは、保存する情報とその理由、お客様ができることをご説明します。</p>
<h2>収集する情報と目的</h2>
<ul><li><strong>ご注文情報</strong>（氏名、配送先・請求先住所、メールアドレス、電話番号）：商品のお届けとご注文に関するご連絡のため。</li><li><strong>アカウント情報</strong>（メールアドレス、安全にハッシュ化したパスワード、注文履歴）：アカウントを作成された場合。</li><li><strong>決済情報</strong>は決済代行会社が直接処理し、当店がカード番号全体を閲覧・保存することはありません。</li><li><strong>必須Cookie</strong>はカートとセッションの保持に使用します。匿名のアクセス解析は、同意いただいた場合のみサイト改善に利用します。</li></ul>
<h2>お客様の権利</h2>
<p>個人情報はアカウントページからいつでも確認・訂正・削除でき、カスタマーサービスに依頼することも可能です。注文記録は税法で定められた期間保管し、それ以外の情報はアカウント削除時に消去します。メールマガジンはご登録いただいた場合のみお送りし、すべてのメールに配信停止リンクを記載しています。</p>`,
    },
  },
  {
    slug: "terms",
    title: { en: "Terms of service", zh: "服务条款", "zh-TW": "服務條款", "zh-HK": "條款及細則", de: "Allgemeine Geschäftsbedingungen", fr: "Conditions générales de vente", es: "Términos y condiciones", ja: "利用規約" },
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
      de: `<p>Diese Bedingungen gelten für alle Käufe bei Northwind Supply Co., Portland, Oregon, USA. Mit deiner Bestellung erklärst du dich mit ihnen einverstanden.</p>
<h2>Bestellungen und Preise</h2>
<p>Unsere Preise gelten in US-Dollar; Beträge in anderen Währungen sind Schätzungen auf Basis des aktuellen Wechselkurses, deine Bank kann einen eigenen Kurs verwenden. Der Vertrag kommt mit unserer Versandbestätigung zustande. Ist ein Artikel nicht verfügbar oder offensichtlich falsch ausgezeichnet, melden wir uns bei dir und erstatten bereits geleistete Zahlungen vollständig.</p>
<h2>Rückgabe, Garantie und Haftung</h2>
<p>Du kannst Artikel innerhalb von 30 Tagen zurückgeben, wie auf unserer Versandseite beschrieben. Auf jedes Produkt geben wir <strong>zwei Jahre Garantie</strong> auf Material- und Verarbeitungsfehler, und normale Abnutzung reparieren wir zu fairen Preisen. Unsere Haftung ist auf den Wert deiner Bestellung begrenzt, soweit das Gesetz eine solche Beschränkung zulässt. Es gilt das Recht des Bundesstaates Oregon; zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleiben unberührt.</p>`,
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
    },
  },
  {
    slug: "contact",
    title: { en: "Contact us", zh: "联系我们", "zh-TW": "聯絡我們", "zh-HK": "聯絡我們", de: "Kontakt", fr: "Nous contacter", es: "Contacto", ja: "お問い合わせ" },
    content: {
      en: `<p>Questions about an order, sizing or a repair? Write to us with the form below: a person on our Portland team reads every message and answers within two business days.</p>`,
      zh: `<p>对订单、尺码或维修有疑问？请通过下方表单给我们留言：波特兰团队的同事会亲自阅读每一条留言，并在两个工作日内回复。</p>`,
      "zh-TW": `<p>對訂單、尺寸或維修有疑問嗎？請透過下方表單留言給我們：波特蘭團隊的同事會親自閱讀每一則訊息，並在兩個工作天內回覆。</p>`,
      "zh-HK": `<p>對訂單、尺碼或維修有疑問？請透過下面的表格留言：波特蘭團隊的同事會親自閱讀每一則訊息，並於兩個工作天內回覆。</p>`,
      de: `<p>Fragen zu einer Bestellung, zur Größe oder zu einer Reparatur? Schreib uns über das Formular unten: Ein Mensch aus unserem Team in Portland liest jede Nachricht und antwortet innerhalb von zwei Werktagen.</p>`,
      fr: `<p>Une question sur une commande, une taille ou une réparation ? Écrivez-nous avec le formulaire ci-dessous : une personne de notre équipe de Portland lit chaque message et répond sous deux jours ouvrés.</p>`,
      es: `<p>¿Tienes preguntas sobre un pedido, una talla o una reparación? Escríbenos con el formulario de abajo: una persona de nuestro equipo de Portland lee cada mensaje y responde en un plazo de dos días laborables.</p>`,
      ja: `<p>ご注文、サイズ、修理についてのご質問は、下のフォームからお送りください。ポートランドのスタッフがすべてのメッセージに目を通し、2営業日以内にお返事します。</p>`,
    },
  },
];
