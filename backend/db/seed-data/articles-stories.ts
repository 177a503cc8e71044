import type { SeedData } from "./types.ts";

export const storyArticles: SeedData["articles"] = [
  {
    slug: "why-we-choose-merino",
    author: "Elena Ruiz",
    publishedAt: "2026-06-18T10:00:00.000Z",
    color: "#3b3f42",
    title: { en: "Why We Keep Choosing Merino", zh: "我们为什么一直选择美丽诺羊毛", "zh-TW": "我們為什麼一直選擇美麗諾羊毛", "zh-HK": "點解我們一直揀美麗奴羊毛", de: "Warum wir immer wieder Merino wählen", fr: "Pourquoi nous choisissons toujours le mérinos", es: "Por qué seguimos eligiendo la merino", ja: "私たちがメリノを選び続ける理由", id: "Mengapa Kami Selalu Memilih Merino", it: "Perché continuiamo a scegliere la merino", ko: "저희가 계속 메리노를 고르는 이유", pt: "Por que continuamos escolhendo o merino", th: "ทำไมเราถึงเลือกเมอริโนเสมอ", fil: "Kung Bakit Merino pa rin ang Pinipili Namin", vi: "Vì sao chúng tôi vẫn luôn chọn merino" },
    summary: {
      en: "It is warm, cool, soft and almost impossible to make smell. A short story of our favourite fibre – and where ours comes from.",
      zh: "它保暖又凉爽，柔软且几乎不会产生异味。关于我们最爱的纤维，以及它来自哪里的小故事。",
      "zh-TW": "它保暖又涼爽、柔軟，而且幾乎不會產生異味。關於我們最愛的纖維，以及它從哪裡來的小故事。",
      "zh-HK": "佢保暖又清涼、柔軟，而且幾乎唔會有異味。關於我們最愛的纖維，以及佢從何而來的小故事。",
      de: "Sie wärmt, kühlt, ist weich und riecht so gut wie nie. Eine kurze Geschichte unserer Lieblingsfaser – und woher unsere stammt.",
      fr: "Il réchauffe, rafraîchit, reste doux et ne sent presque jamais. Petite histoire de notre fibre préférée, et de sa provenance.",
      es: "Abriga, refresca, es suave y casi nunca huele. Una pequeña historia de nuestra fibra favorita y de dónde viene la nuestra.",
      ja: "暖かくて涼しく、柔らかく、においもほとんど残らない。お気に入りの繊維と、その産地についての短いお話。",
      id: "Hangat, sejuk, lembut, dan hampir mustahil bau. Kisah singkat tentang serat favorit kami – dan dari mana asalnya.",
      it: "È calda, fresca, morbida e non prende quasi mai cattivi odori. Una breve storia della nostra fibra preferita e di dove arriva la nostra.",
      ko: "따뜻하고, 시원하고, 부드럽고, 냄새가 거의 배지 않습니다. 저희가 가장 사랑하는 섬유와 그 원산지에 관한 짧은 이야기.",
      pt: "É quente, fresca, macia e quase impossível de pegar cheiro. Uma breve história da nossa fibra preferida – e de onde vem a nossa.",
      th: "อุ่น เย็นสบาย นุ่ม และแทบไม่มีทางมีกลิ่นอับ เรื่องเล่าสั้น ๆ ของเส้นใยที่เรารักที่สุด และที่มาของขนแกะที่เราใช้",
      fil: "Mainit, presko, malambot at halos imposibleng mangamoy. Maikling kuwento ng paborito naming hibla – at kung saan nanggagaling ang sa amin.",
      vi: "Ấm, mát, mềm và gần như không thể bị ám mùi. Câu chuyện ngắn về loại sợi chúng tôi yêu thích nhất – và nguồn gốc len của chúng tôi.",
    },
    content: {
      en: `<p>When we started Northwind in a garage in 2014, our first product was a merino tee. Ten years later it is still our bestseller, and we still wear ours on almost every trip.</p>
<h2>A fibre that regulates itself</h2>
<p>Each merino fibre is finer than a human hair and naturally crimped, so it traps air when it is cold and releases moisture vapour when it is warm. That is why the same <a href="shop:product/merino-crew-tee">tee</a> works on a frosty morning and a humid afternoon, and why you can wear it for several days before it needs a wash.</p>
<p>Our wool comes from farms certified to the <strong>Responsible Wool Standard</strong>, which protects both the animals and the land they graze. It is spun and knitted in Portugal, a short drive from the workshop that sews our tees.</p>`,
      zh: `<p>2014 年我们在车库里创立 Northwind 时，第一件产品就是一件美丽诺T恤。十年过去了，它依然是我们的畅销款，我们几乎每次出行也都会穿上它。</p>
<h2>会自我调节的纤维</h2>
<p>每根美丽诺纤维都比头发还细，并带有天然卷曲，天冷时能锁住空气，天热时能释放湿气。所以同一件<a href="shop:product/merino-crew-tee">T恤</a>既适合结霜的早晨，也适合闷热的午后，连穿几天都不用急着洗。</p>
<p>我们的羊毛来自通过<strong>负责任羊毛标准（RWS）</strong>认证的牧场，既保护羊群，也保护它们放牧的土地。羊毛在葡萄牙纺纱和针织，离缝制T恤的工坊只有一小段车程。</p>`,
      "zh-TW": `<p>2014 年我們在車庫裡創立 Northwind 時，第一件商品就是一件美麗諾 T 恤。十年過去，它仍是我們的熱銷款，我們幾乎每次出門都會穿著它。</p>
<h2>會自我調節的纖維</h2>
<p>每根美麗諾纖維都比頭髮還細，並帶有天然捲曲，天冷時能鎖住空氣，天熱時能排出濕氣。所以同一件 <a href="shop:product/merino-crew-tee">T 恤</a>，結霜的早晨和悶熱的午後都適合，連穿好幾天也不必急著洗。</p>
<p>我們的羊毛來自通過<strong>負責任羊毛標準（RWS）</strong>認證的牧場，同時保護羊群與牠們放牧的土地。羊毛在葡萄牙紡紗與針織，距離縫製 T 恤的工坊只有一小段車程。</p>`,
      "zh-HK": `<p>2014 年我們喺車房創立 Northwind 時，第一件產品就係一件美麗奴 T 恤。十年後，佢仍然係我們最好賣的款式，我們差不多每次出行都會著住佢。</p>
<h2>識得自我調節的纖維</h2>
<p>每條美麗奴纖維都比頭髮更幼，並有天然捲曲，天凍時鎖住空氣，天熱時排走濕氣。所以同一件 <a href="shop:product/merino-crew-tee">T 恤</a>，結霜的早上同翳焗的下晝都啱著，連續著幾日都唔使急住洗。</p>
<p>我們的羊毛來自獲<strong>負責任羊毛標準（RWS）</strong>認證的牧場，同時保障羊隻及牠們放牧的土地。羊毛喺葡萄牙紡紗及針織，離縫製 T 恤的工場只係一小段車程。</p>`,
      de: `<p>Als wir Northwind 2014 in einer Garage gründeten, war unser erstes Produkt ein Merino-T-Shirt. Zehn Jahre später ist es noch immer unser Bestseller, und wir tragen unseres auf fast jeder Tour.</p>
<h2>Eine Faser, die sich selbst reguliert</h2>
<p>Jede Merinofaser ist feiner als ein menschliches Haar und von Natur aus gekräuselt: Bei Kälte speichert sie Luft, bei Wärme gibt sie Feuchtigkeit ab. Darum funktioniert dasselbe <a href="shop:product/merino-crew-tee">Shirt</a> an einem frostigen Morgen wie an einem schwülen Nachmittag – und lässt sich mehrere Tage tragen, bevor es in die Wäsche muss.</p>
<p>Unsere Wolle stammt von Höfen, die nach dem <strong>Responsible Wool Standard</strong> zertifiziert sind, der Tiere und Weideland schützt. Gesponnen und gestrickt wird sie in Portugal, nur eine kurze Fahrt von der Werkstatt entfernt, die unsere Shirts näht.</p>`,
      fr: `<p>Quand nous avons lancé Northwind dans un garage en 2014, notre premier produit était un t-shirt en mérinos. Dix ans plus tard, c’est toujours notre meilleure vente, et nous le portons encore à presque chaque sortie.</p>
<h2>Une fibre qui se régule toute seule</h2>
<p>Chaque fibre de mérinos est plus fine qu’un cheveu et naturellement ondulée : elle emprisonne l’air quand il fait froid et évacue la vapeur d’eau quand il fait chaud. C’est pourquoi le même <a href="shop:product/merino-crew-tee">t-shirt</a> convient à un matin de gel comme à un après-midi lourd, et se porte plusieurs jours avant d’être lavé.</p>
<p>Notre laine provient d’élevages certifiés <strong>Responsible Wool Standard</strong>, qui protège les animaux comme les terres qu’ils pâturent. Elle est filée et tricotée au Portugal, à quelques kilomètres de l’atelier qui coud nos t-shirts.</p>`,
      es: `<p>Cuando fundamos Northwind en un garaje en 2014, nuestro primer producto fue una camiseta de merino. Diez años después sigue siendo la más vendida, y seguimos llevándola en casi todas nuestras salidas.</p>
<h2>Una fibra que se regula sola</h2>
<p>Cada fibra de merino es más fina que un cabello y tiene una ondulación natural: atrapa el aire cuando hace frío y libera la humedad cuando hace calor. Por eso la misma <a href="shop:product/merino-crew-tee">camiseta</a> sirve para una mañana de escarcha y una tarde bochornosa, y puedes llevarla varios días antes de lavarla.</p>
<p>Nuestra lana procede de granjas certificadas con el <strong>Responsible Wool Standard</strong>, que protege tanto a los animales como la tierra donde pastan. Se hila y se teje en Portugal, a pocos kilómetros del taller que cose nuestras camisetas.</p>`,
      ja: `<p>2014年にガレージでNorthwindを始めたとき、最初の商品はメリノのTシャツでした。10年たった今もいちばんの人気商品で、私たちもほぼすべての山行で着ています。</p>
<h2>自ら温度を調整する繊維</h2>
<p>メリノの繊維は髪の毛よりも細く、自然な縮れがあります。寒いときは空気を蓄え、暑いときは湿気を放出。だから同じ<a href="shop:product/merino-crew-tee">Tシャツ</a>が霜の降りる朝にも蒸し暑い午後にも快適で、数日続けて着ても洗濯を急ぐ必要がありません。</p>
<p>ウールは、動物と放牧地の両方を守る<strong>RWS（レスポンシブル・ウール・スタンダード）</strong>認証を受けた牧場から調達しています。紡績と編み立てはポルトガルで行い、Tシャツを縫製する工房まで車ですぐの距離です。</p>`,
      id: `<p>Saat kami memulai Northwind di sebuah garasi pada 2014, produk pertama kami adalah kaus merino. Sepuluh tahun kemudian, kaus itu masih jadi produk terlaris kami, dan kami masih memakainya di hampir setiap perjalanan.</p>
<h2>Serat yang mengatur dirinya sendiri</h2>
<p>Setiap serat merino lebih halus daripada rambut manusia dan secara alami bergelombang, sehingga menahan udara saat dingin dan melepaskan uap lembap saat panas. Itulah sebabnya <a href="shop:product/merino-crew-tee">kaus</a> yang sama cocok dipakai di pagi yang membeku maupun di siang yang lembap, dan bisa dipakai beberapa hari sebelum perlu dicuci.</p>
<p>Wol kami berasal dari peternakan bersertifikat <strong>Responsible Wool Standard</strong>, yang melindungi hewan sekaligus lahan tempat mereka merumput. Wol ini dipintal dan dirajut di Portugal, tak jauh dari bengkel yang menjahit kaus kami.</p>`,
      it: `<p>Quando abbiamo fondato Northwind in un garage nel 2014, il nostro primo prodotto è stato una t-shirt in merino. Dieci anni dopo è ancora il nostro articolo più venduto, e la indossiamo ancora in quasi ogni viaggio.</p>
<h2>Una fibra che si regola da sola</h2>
<p>Ogni fibra di merino è più sottile di un capello umano e naturalmente ondulata: trattiene l’aria quando fa freddo e rilascia il vapore acqueo quando fa caldo. Per questo la stessa <a href="shop:product/merino-crew-tee">t-shirt</a> va bene in una mattina gelata come in un pomeriggio afoso, e puoi indossarla per diversi giorni prima che abbia bisogno di un lavaggio.</p>
<p>La nostra lana arriva da allevamenti certificati <strong>Responsible Wool Standard</strong>, che tutela sia gli animali sia i pascoli. Viene filata e lavorata a maglia in Portogallo, a poca strada dal laboratorio che cuce le nostre t-shirt.</p>`,
      ko: `<p>2014년 한 차고에서 Northwind를 시작했을 때, 첫 제품은 메리노 티셔츠였습니다. 10년이 지난 지금도 여전히 가장 많이 팔리는 제품이고, 저희도 거의 모든 여행에 그 티셔츠를 입고 갑니다.</p>
<h2>스스로 온도를 조절하는 섬유</h2>
<p>메리노 섬유 한 올은 사람 머리카락보다 가늘고 자연스럽게 곱슬거려, 추울 때는 공기를 가두고 더울 때는 수증기를 내보냅니다. 그래서 같은 <a href="shop:product/merino-crew-tee">티셔츠</a>가 서리 내린 아침에도, 후텁지근한 오후에도 잘 맞고, 며칠을 입어도 세탁할 필요가 거의 없습니다.</p>
<p>저희 울은 동물과 그들이 풀을 뜯는 땅을 함께 보호하는 <strong>RWS(Responsible Wool Standard)</strong> 인증 농장에서 옵니다. 방적과 편직은 포르투갈에서 이루어지며, 저희 티셔츠를 봉제하는 공방에서 차로 금방인 곳입니다.</p>`,
      pt: `<p>Quando começamos a Northwind em uma garagem em 2014, nosso primeiro produto foi uma camiseta de merino. Dez anos depois, ela ainda é o nosso campeão de vendas, e ainda usamos a nossa em quase toda viagem.</p>
<h2>Uma fibra que se regula sozinha</h2>
<p>Cada fibra de merino é mais fina que um fio de cabelo e naturalmente ondulada, então retém o ar quando está frio e libera o vapor da umidade quando está calor. É por isso que a mesma <a href="shop:product/merino-crew-tee">camiseta</a> funciona numa manhã gelada e numa tarde abafada, e por isso você pode usá-la por vários dias antes de precisar lavar.</p>
<p>Nossa lã vem de fazendas certificadas pelo <strong>Responsible Wool Standard</strong>, que protege tanto os animais quanto as terras onde eles pastam. Ela é fiada e tricotada em Portugal, a uma curta distância da oficina que costura nossas camisetas.</p>`,
      th: `<p>ตอนที่เราเริ่มก่อตั้ง Northwind ในโรงรถเมื่อปี 2014 สินค้าชิ้นแรกของเราคือเสื้อยืดเมอริโน สิบปีผ่านไป มันยังคงเป็นสินค้าขายดีที่สุดของเรา และเราก็ยังใส่มันไปแทบทุกทริป</p>
<h2>เส้นใยที่ปรับตัวเองได้</h2>
<p>เส้นใยเมอริโนแต่ละเส้นเล็กกว่าเส้นผมมนุษย์และหยักเป็นลอนตามธรรมชาติ จึงเก็บอากาศไว้เมื่ออากาศหนาว และระบายไอความชื้นออกเมื่ออากาศร้อน นั่นคือเหตุผลที่<a href="shop:product/merino-crew-tee">เสื้อยืด</a>ตัวเดียวกันใส่ได้ทั้งเช้าที่มีน้ำค้างแข็งและบ่ายที่อบอ้าว และใส่ได้หลายวันกว่าจะต้องซัก</p>
<p>ขนแกะของเรามาจากฟาร์มที่ได้รับการรับรอง <strong>Responsible Wool Standard</strong> ซึ่งคุ้มครองทั้งสัตว์และผืนดินที่พวกมันเล็มหญ้า ขนแกะถูกปั่นเป็นเส้นด้ายและถักในโปรตุเกส ห่างจากเวิร์กช็อปที่เย็บเสื้อยืดของเราเพียงขับรถไม่นาน</p>`,
      fil: `<p>Nang simulan namin ang Northwind sa isang garahe noong 2014, isang merino tee ang una naming produkto. Makalipas ang sampung taon, ito pa rin ang pinakamabenta namin, at suot pa rin namin ito sa halos bawat lakad.</p>
<h2>Hiblang kusang umaangkop</h2>
<p>Mas pino kaysa buhok ng tao ang bawat hibla ng merino at natural itong kulot, kaya nag-iipon ito ng hangin kapag malamig at naglalabas ng singaw ng pawis kapag mainit. Kaya ang iisang <a href="shop:product/merino-crew-tee">tee</a> ay bagay sa napakalamig na umaga at sa maalinsangang hapon, at puwede mo itong isuot nang ilang araw bago kailangang labhan.</p>
<p>Galing ang aming lana sa mga farm na sertipikado ng <strong>Responsible Wool Standard</strong>, na nagpoprotekta sa mga hayop at sa lupang pinanginginainan nila. Sa Portugal ito sinusulid at kini-knit, malapit lang sa workshop na nagtatahi ng aming mga tee.</p>`,
      vi: `<p>Khi chúng tôi khởi nghiệp Northwind trong một nhà để xe năm 2014, sản phẩm đầu tiên là một chiếc áo thun merino. Mười năm sau, nó vẫn là sản phẩm bán chạy nhất, và chúng tôi vẫn mặc nó trong hầu hết mọi chuyến đi.</p>
<h2>Loại sợi tự điều tiết</h2>
<p>Mỗi sợi merino mảnh hơn sợi tóc người và xoăn tự nhiên, nên giữ không khí khi trời lạnh và thoát hơi ẩm khi trời nóng. Vì thế cùng một chiếc <a href="shop:product/merino-crew-tee">áo thun</a> hợp cả buổi sáng sương giá lẫn buổi chiều oi ả, và bạn có thể mặc vài ngày liền mới cần giặt.</p>
<p>Len của chúng tôi đến từ các trang trại đạt chứng nhận <strong>Responsible Wool Standard</strong>, bảo vệ cả vật nuôi lẫn vùng đất chúng gặm cỏ. Len được kéo sợi và dệt kim tại Bồ Đào Nha, cách xưởng may áo thun của chúng tôi không xa.</p>`,
    },
  },
  {
    slug: "meet-the-mill-scottish-borders",
    author: "Callum Reid",
    publishedAt: "2026-08-27T09:30:00.000Z",
    color: "#5a7184",
    title: { en: "Meet the Mill: Weaving Our Throws in the Scottish Borders", zh: "走进织厂：在苏格兰边区织造我们的羊毛毯", "zh-TW": "走訪織廠：在蘇格蘭邊區織出我們的披毯", "zh-HK": "走訪織廠：喺蘇格蘭邊區織出我們的冷氈", de: "Zu Besuch in der Weberei: unsere Decken aus den Scottish Borders", fr: "À la rencontre de la filature : nos plaids tissés dans les Scottish Borders", es: "Visitamos la fábrica: así se tejen nuestras mantas en los Scottish Borders", ja: "工場訪問：スコットランド・ボーダーズで織られるブランケット", id: "Mengenal Pabriknya: Menenun Selimut Kami di Scottish Borders", it: "Dentro il lanificio: dove nascono i nostri plaid, negli Scottish Borders", ko: "공장을 찾아서: 스코틀랜드 보더스에서 짜는 저희 블랭킷", pt: "Conheça a tecelagem: onde nossas mantas são tecidas, nas Scottish Borders", th: "รู้จักโรงทอ: ทอผ้าห่มของเราที่สก็อตติชบอร์เดอร์ส", fil: "Kilalanin ang Habihan: Paghahabi ng Aming mga Kumot sa Scottish Borders", vi: "Ghé thăm xưởng dệt: nơi dệt chăn của chúng tôi ở vùng Scottish Borders" },
    summary: {
      en: "A family mill, seven generations, and looms that still run on the river. We spent a rainy week on the Tweed.",
      zh: "一家传承七代的家族织厂，织机至今仍靠河水驱动。我们在特威德河畔度过了多雨的一周。",
      "zh-TW": "一間傳承七代的家族織廠，織布機至今仍靠河水推動。我們在特威德河畔度過了多雨的一週。",
      "zh-HK": "一間傳咗七代的家族織廠，織布機至今仍然靠河水推動。我們喺特威德河畔度過咗落雨的一星期。",
      de: "Eine Familienweberei in siebter Generation und Webstühle, die noch mit Wasserkraft laufen. Wir verbrachten eine verregnete Woche am Tweed.",
      fr: "Une filature familiale, sept générations et des métiers qui tournent encore grâce à la rivière. Nous avons passé une semaine pluvieuse au bord de la Tweed.",
      es: "Una fábrica familiar, siete generaciones y telares que aún funcionan con la fuerza del río. Pasamos una semana lluviosa a orillas del Tweed.",
      ja: "7代続く家族経営の工場と、今も川の力で動く織機。雨のツイード川のほとりで1週間を過ごしました。",
      id: "Pabrik keluarga, tujuh generasi, dan alat tenun yang masih digerakkan sungai. Kami menghabiskan seminggu yang basah di tepi Tweed.",
      it: "Un lanificio di famiglia, sette generazioni e telai che funzionano ancora grazie al fiume. Abbiamo passato una settimana piovosa sul Tweed.",
      ko: "7대째 이어 온 가족 공장, 그리고 지금도 강물의 힘으로 돌아가는 직기. 비 내리는 트위드 강가에서 일주일을 보냈습니다.",
      pt: "Uma tecelagem familiar, sete gerações e teares que ainda funcionam com a força do rio. Passamos uma semana chuvosa às margens do Tweed.",
      th: "โรงทอของครอบครัวที่สืบทอดมาเจ็ดรุ่น กับกี่ทอผ้าที่ยังใช้พลังน้ำจากแม่น้ำ เราใช้เวลาหนึ่งสัปดาห์ท่ามกลางสายฝนริมแม่น้ำทวีด",
      fil: "Isang habihang pampamilya, pitong henerasyon, at mga loom na pinatatakbo pa rin ng ilog. Isang maulang linggo ang ginugol namin sa Tweed.",
      vi: "Một xưởng dệt gia đình, bảy thế hệ và những khung cửi vẫn chạy bằng sức nước sông. Chúng tôi đã có một tuần mưa bên dòng Tweed.",
    },
    content: {
      en: `<p>The road to the mill follows the River Tweed through sheep country, and in late August the hills are purple with heather. The same family has woven wool here since 1837.</p>
<h2>Slow cloth</h2>
<p>Our <a href="shop:product/wool-throw-blanket">Highland Wool Throw</a> takes almost three weeks to make: the lambswool is dyed, carded, spun, warped and woven, then washed in soft river water and brushed with natural teasels. The herringbone pattern was drawn by hand by the mill’s head designer, who has worked there for 31 years.</p>
<p>Working with small mills means slower production and higher costs, but it keeps skills alive that would otherwise disappear. It is also why, if your throw ever needs a repair, we can send it back to the people who made it.</p>`,
      zh: `<p>通往织厂的路沿着特威德河穿过牧羊区，八月底的山丘被石楠花染成一片紫色。自 1837 年起，同一个家族就在这里织造羊毛。</p>
<h2>慢工织物</h2>
<p>一条<a href="shop:product/wool-throw-blanket">高地羊毛盖毯</a>需要将近三周才能完成：小羊毛要经过染色、梳理、纺纱、整经和织造，再用柔软的河水清洗，并用天然起绒草刷毛。人字纹图案由织厂的首席设计师亲手绘制，她已在这里工作了 31 年。</p>
<p>与小织厂合作意味着生产更慢、成本更高，却能让原本可能消失的手艺延续下去。这也是为什么，如果你的盖毯需要修补，我们可以把它送回给亲手制作它的人。</p>`,
      "zh-TW": `<p>通往織廠的路沿著特威德河穿過牧羊地帶，八月底的山丘被石楠花染成一片紫。自 1837 年起，同一個家族就在這裡織羊毛。</p>
<h2>慢工出細活</h2>
<p>一條<a href="shop:product/wool-throw-blanket">高地羊毛披毯</a>需要將近三週才能完成：小羊毛要經過染色、梳理、紡紗、整經與織造，再用柔軟的河水清洗，並以天然起絨草刷毛。人字紋圖案由織廠的首席設計師親手繪製，她已在這裡工作了 31 年。</p>
<p>與小型織廠合作意味著生產更慢、成本更高，卻能讓可能消失的技藝延續下去。這也是為什麼，如果你的披毯需要修補，我們能把它送回給親手做出它的人。</p>`,
      "zh-HK": `<p>通往織廠的路沿住特威德河穿過牧羊地帶，八月尾的山頭被石南花染成一片紫。由 1837 年開始，同一個家族就喺度織羊毛。</p>
<h2>慢工出細貨</h2>
<p>一張<a href="shop:product/wool-throw-blanket">高地羊毛冷氈</a>要差不多三個星期先完成：小羊毛要經過染色、梳理、紡紗、整經及織造，再用柔軟的河水清洗，並以天然起絨草磨毛。人字紋圖案由織廠的首席設計師親手繪畫，她已經喺度工作咗 31 年。</p>
<p>同小型織廠合作代表生產更慢、成本更高，但可以令本來可能失傳的手藝延續落去。亦因為咁，如果你張冷氈需要修補，我們可以送返畀親手整佢的人。</p>`,
      de: `<p>Die Straße zur Weberei folgt dem Tweed durch Schafland, und Ende August leuchten die Hügel lila vom Heidekraut. Seit 1837 webt hier dieselbe Familie Wolle.</p>
<h2>Langsames Tuch</h2>
<p>Unsere <a href="shop:product/wool-throw-blanket">Wolldecke Highland</a> braucht fast drei Wochen: Die Lammwolle wird gefärbt, kardiert, gesponnen, geschärt und gewebt, anschließend in weichem Flusswasser gewaschen und mit natürlichen Karden geraut. Das Fischgratmuster hat die Chefdesignerin der Weberei von Hand gezeichnet – sie arbeitet seit 31 Jahren dort.</p>
<p>Mit kleinen Webereien zu arbeiten heißt langsamer produzieren und mehr bezahlen, aber es erhält Fertigkeiten, die sonst verschwinden würden. Und falls deine Decke je repariert werden muss, können wir sie zu den Menschen zurückschicken, die sie gemacht haben.</p>`,
      fr: `<p>La route de la filature longe la Tweed à travers un pays d’élevage, et fin août les collines sont violettes de bruyère. La même famille y tisse la laine depuis 1837.</p>
<h2>Le temps du tissage</h2>
<p>Notre <a href="shop:product/wool-throw-blanket">plaid en laine Highland</a> demande près de trois semaines : la laine d’agneau est teinte, cardée, filée, ourdie et tissée, puis lavée dans l’eau douce de la rivière et grattée au chardon naturel. Le motif à chevrons a été dessiné à la main par la styliste en chef, qui y travaille depuis 31 ans.</p>
<p>Travailler avec de petites filatures, c’est produire plus lentement et plus cher, mais c’est aussi faire vivre des savoir-faire qui, sinon, disparaîtraient. Et si votre plaid a un jour besoin d’être réparé, nous pouvons le renvoyer à ceux qui l’ont fabriqué.</p>`,
      es: `<p>La carretera a la fábrica sigue el río Tweed entre prados de ovejas, y a finales de agosto las colinas se tiñen de morado con el brezo. La misma familia teje lana aquí desde 1837.</p>
<h2>Tejido sin prisas</h2>
<p>Nuestra <a href="shop:product/wool-throw-blanket">manta de lana Highland</a> tarda casi tres semanas en hacerse: la lana de cordero se tiñe, se carda, se hila, se urde y se teje; después se lava con el agua blanda del río y se percha con cardos naturales. El dibujo de espiga lo trazó a mano la diseñadora jefe, que lleva 31 años en la fábrica.</p>
<p>Trabajar con fábricas pequeñas supone producir más despacio y a un coste mayor, pero mantiene vivos oficios que de otro modo desaparecerían. Y si algún día tu manta necesita un arreglo, podemos devolverla a las personas que la hicieron.</p>`,
      ja: `<p>工場へ続く道はツイード川に沿って羊の放牧地を抜け、8月の終わりには丘一面がヒースで紫に染まります。1837年から、同じ一家がここでウールを織り続けています。</p>
<h2>時間をかけた布づくり</h2>
<p><a href="shop:product/wool-throw-blanket">ハイランド ウールブランケット</a>は完成までに約3週間。ラムズウールを染め、梳き、紡ぎ、整経して織り上げたあと、柔らかな川の水で洗い、天然のチーゼルで起毛します。ヘリンボーン柄は、この工場で31年働くチーフデザイナーが手描きしたものです。</p>
<p>小さな工場とのものづくりは、時間もコストもかかります。けれど、失われかねない技術を次の世代へつなぐことができます。ブランケットに修理が必要になったときは、作り手のもとへ送り返すこともできます。</p>`,
      id: `<p>Jalan menuju pabrik menyusuri Sungai Tweed melewati daerah peternakan domba, dan pada akhir Agustus perbukitannya ungu oleh bunga heather. Keluarga yang sama telah menenun wol di sini sejak 1837.</p>
<h2>Kain yang dibuat perlahan</h2>
<p><a href="shop:product/wool-throw-blanket">Highland Wool Throw</a> kami butuh hampir tiga minggu untuk dibuat: wol domba muda dicelup, disisir, dipintal, dipasang sebagai benang lungsin, dan ditenun, lalu dicuci dengan air sungai yang lunak dan disikat dengan bunga teasel alami. Motif herringbone-nya digambar tangan oleh kepala desainer pabrik, yang sudah bekerja di sana selama 31 tahun.</p>
<p>Bekerja sama dengan pabrik kecil berarti produksi lebih lambat dan biaya lebih tinggi, tetapi itu menjaga keterampilan yang kalau tidak akan hilang. Karena itu pula, jika selimut Anda suatu hari perlu diperbaiki, kami bisa mengirimnya kembali kepada orang-orang yang membuatnya.</p>`,
      it: `<p>La strada verso il lanificio segue il fiume Tweed tra i pascoli delle pecore, e a fine agosto le colline sono viola di erica. La stessa famiglia tesse la lana qui dal 1837.</p>
<h2>Tessuti lenti</h2>
<p>Il nostro <a href="shop:product/wool-throw-blanket">Highland Wool Throw</a> richiede quasi tre settimane di lavoro: la lana d’agnello viene tinta, cardata, filata, ordita e tessuta, poi lavata nell’acqua dolce del fiume e spazzolata con cardi naturali. Il motivo a spina di pesce è stato disegnato a mano dalla capo designer del lanificio, che ci lavora da 31 anni.</p>
<p>Lavorare con piccoli lanifici significa produzione più lenta e costi più alti, ma mantiene vivi saperi che altrimenti scomparirebbero. Ed è anche per questo che, se un giorno il tuo plaid avrà bisogno di una riparazione, possiamo rimandarlo alle persone che lo hanno fatto.</p>`,
      ko: `<p>공장으로 가는 길은 양들이 풀을 뜯는 시골을 가로지르며 트위드강을 따라 이어지고, 8월 말이면 언덕이 헤더 꽃으로 보랏빛이 됩니다. 이곳에서는 1837년부터 한 가족이 양모를 짜 왔습니다.</p>
<h2>느리게 짜는 천</h2>
<p>저희 <a href="shop:product/wool-throw-blanket">하이랜드 울 스로</a> 하나를 만드는 데는 3주 가까이 걸립니다. 램스울을 염색하고 카딩한 뒤 실을 잣고, 날실을 걸어 직조하고, 부드러운 강물에 세탁한 다음 천연 산토끼꽃으로 기모를 냅니다. 헤링본 무늬는 이곳에서 31년째 일하고 있는 수석 디자이너가 손으로 직접 그렸습니다.</p>
<p>작은 공장과 일한다는 건 생산이 느리고 비용이 더 든다는 뜻이지만, 그렇지 않으면 사라져 버릴 기술을 지켜 줍니다. 블랭킷에 수선이 필요해지면 만든 사람들에게 다시 보낼 수 있는 것도 그 덕분입니다.</p>`,
      pt: `<p>A estrada até a tecelagem acompanha o rio Tweed por uma região de criação de ovelhas, e no fim de agosto as colinas ficam roxas de urze. A mesma família tece lã aqui desde 1837.</p>
<h2>Tecido sem pressa</h2>
<p>Nossa <a href="shop:product/wool-throw-blanket">Highland Wool Throw</a> leva quase três semanas para ficar pronta: a lã de cordeiro é tingida, cardada, fiada, urdida e tecida, depois lavada na água macia do rio e escovada com cardos naturais. A estampa espinha de peixe foi desenhada à mão pela designer-chefe da tecelagem, que trabalha lá há 31 anos.</p>
<p>Trabalhar com tecelagens pequenas significa produção mais lenta e custos mais altos, mas mantém vivos saberes que, de outro modo, desapareceriam. É também por isso que, se a sua manta um dia precisar de conserto, podemos mandá-la de volta para as pessoas que a fizeram.</p>`,
      th: `<p>ถนนสู่โรงทอเลียบแม่น้ำทวีดผ่านทุ่งเลี้ยงแกะ และในปลายเดือนสิงหาคม เนินเขาจะกลายเป็นสีม่วงด้วยดอกเฮเทอร์ ครอบครัวเดียวกันนี้ทอผ้าขนสัตว์อยู่ที่นี่มาตั้งแต่ปี 1837</p>
<h2>ผ้าที่ทออย่างไม่เร่งรีบ</h2>
<p><a href="shop:product/wool-throw-blanket">Highland Wool Throw</a> ของเราใช้เวลาผลิตเกือบสามสัปดาห์: ขนลูกแกะถูกนำไปย้อมสี สางขน ปั่นเป็นเส้นด้าย ขึงเส้นยืน และทอ จากนั้นซักด้วยน้ำจากแม่น้ำที่นุ่มละมุน แล้วแปรงด้วยดอกทีเซิลตามธรรมชาติ ลายก้างปลาวาดด้วยมือโดยหัวหน้านักออกแบบของโรงทอ ผู้ทำงานที่นี่มา 31 ปี</p>
<p>การทำงานกับโรงทอเล็ก ๆ หมายถึงการผลิตที่ช้ากว่าและต้นทุนที่สูงกว่า แต่ช่วยรักษาทักษะที่อาจสูญหายไปได้ และนั่นก็เป็นเหตุผลที่ หากผ้าห่มของคุณต้องซ่อมเมื่อไร เราส่งกลับไปให้คนที่ทำมันขึ้นมาได้</p>`,
      fil: `<p>Binabaybay ng daan papunta sa habihan ang Ilog Tweed sa gitna ng mga pastulan ng tupa, at sa huling bahagi ng Agosto ay kulay-ube ang mga burol dahil sa heather. Iisang pamilya na ang naghahabi ng lana rito mula pa noong 1837.</p>
<h2>Telang hindi minamadali</h2>
<p>Halos tatlong linggo ang paggawa sa aming <a href="shop:product/wool-throw-blanket">Highland Wool Throw</a>: kinukulayan, sinusuklay, sinusulid, inihahanay at hinahabi ang lambswool, saka nilalabhan sa malambot na tubig ng ilog at sinisipilyo gamit ang natural na teasel. Iginuhit sa kamay ang herringbone na disenyo ng head designer ng habihan, na 31 taon nang nagtatrabaho roon.</p>
<p>Ang pakikipagtulungan sa maliliit na habihan ay nangangahulugan ng mas mabagal na produksyon at mas mataas na gastos, pero napapanatili nitong buhay ang mga kasanayang kung hindi ay mawawala. Ito rin ang dahilan kung bakit, kapag kailangan nang ayusin ang iyong kumot, maibabalik namin ito sa mismong mga gumawa nito.</p>`,
      vi: `<p>Con đường tới xưởng dệt men theo sông Tweed qua vùng đồng cỏ chăn cừu, và cuối tháng Tám những ngọn đồi tím ngát hoa thạch nam. Cùng một gia đình đã dệt len ở đây từ năm 1837.</p>
<h2>Tấm vải làm chậm</h2>
<p>Mỗi chiếc <a href="shop:product/wool-throw-blanket">Highland Wool Throw</a> mất gần ba tuần để hoàn thành: len cừu non được nhuộm, chải, kéo sợi, mắc sợi dọc rồi dệt, sau đó giặt bằng nước sông mềm và chải tuyết bằng hoa tục đoạn tự nhiên. Họa tiết xương cá do trưởng nhóm thiết kế của xưởng vẽ tay, người đã làm việc ở đây 31 năm.</p>
<p>Làm việc với những xưởng nhỏ nghĩa là sản xuất chậm hơn và chi phí cao hơn, nhưng giữ được những tay nghề lẽ ra đã mai một. Đó cũng là lý do, nếu một ngày chiếc chăn của bạn cần sửa, chúng tôi có thể gửi nó về tận tay những người đã làm ra nó.</p>`,
    },
  },
  {
    slug: "campfire-skillet-breakfast",
    author: "Jonas Weber",
    publishedAt: "2026-11-10T08:00:00.000Z",
    color: "#c0623b",
    title: { en: "A Campfire Skillet Breakfast for Four", zh: "四人份篝火铸铁锅早餐", "zh-TW": "四人份營火鑄鐵鍋早餐", "zh-HK": "四人份營火鑄鐵鑊早餐", de: "Lagerfeuer-Frühstück aus der Pfanne für vier", fr: "Un petit-déjeuner à la poêle au feu de camp pour quatre", es: "Desayuno en sartén a la hoguera para cuatro", ja: "焚き火で作る4人分のスキレット朝ごはん", id: "Sarapan Wajan di Api Unggun untuk Empat Orang", it: "Colazione in padella sul fuoco da campo, per quattro", ko: "4인분 캠프파이어 스킬렛 아침 식사", pt: "Café da manhã na frigideira, na fogueira, para quatro", th: "อาหารเช้าในกระทะเหล็กจากกองไฟ สำหรับสี่คน", fil: "Almusal sa Kawaling Bakal sa Siga para sa Apat", vi: "Bữa sáng chảo gang bên lửa trại cho bốn người" },
    summary: {
      en: "Potatoes, peppers, eggs and a handful of herbs: one pan, twenty minutes, and everyone is happy.",
      zh: "土豆、甜椒、鸡蛋和一把香草：一只锅、二十分钟，人人都满意。",
      "zh-TW": "馬鈴薯、甜椒、雞蛋和一把香草：一個鍋、二十分鐘，大家都滿足。",
      "zh-HK": "薯仔、燈籠椒、雞蛋同一把香草：一隻鑊、二十分鐘，個個都開心。",
      de: "Kartoffeln, Paprika, Eier und eine Handvoll Kräuter: eine Pfanne, zwanzig Minuten, alle glücklich.",
      fr: "Pommes de terre, poivrons, œufs et une poignée d’herbes : une poêle, vingt minutes, et tout le monde est content.",
      es: "Patatas, pimientos, huevos y un puñado de hierbas: una sartén, veinte minutos y todos contentos.",
      ja: "じゃがいも、パプリカ、卵、ひとつかみのハーブ。フライパンひとつ、20分で、みんな笑顔に。",
      id: "Kentang, paprika, telur, dan segenggam daun rempah: satu wajan, dua puluh menit, dan semua orang senang.",
      it: "Patate, peperoni, uova e una manciata di erbe: una padella, venti minuti e tutti contenti.",
      ko: "감자, 파프리카, 달걀, 그리고 허브 한 줌. 팬 하나, 20분이면 모두가 행복해집니다.",
      pt: "Batatas, pimentões, ovos e um punhado de ervas: uma frigideira, vinte minutos e todo mundo feliz.",
      th: "มันฝรั่ง พริกหวาน ไข่ และสมุนไพรหนึ่งกำมือ: กระทะใบเดียว ยี่สิบนาที ทุกคนอิ่มใจ",
      fil: "Patatas, bell pepper, itlog at isang dakot na herbs: isang kawali, dalawampung minuto, at masaya ang lahat.",
      vi: "Khoai tây, ớt chuông, trứng và một nắm rau thơm: một chảo, hai mươi phút, ai cũng vui.",
    },
    content: {
      en: `<p>After a cold night in the tent, nothing beats the smell of breakfast over the fire. This recipe needs one <a href="shop:product/cast-iron-skillet">cast iron skillet</a>, a board and a knife – and no washing-up beyond the pan.</p>
<h2>Ingredients and method</h2>
<ul><li>4 boiled potatoes, sliced</li><li>1 red pepper and 1 onion, chopped</li><li>6 eggs</li><li>Olive oil, salt, smoked paprika, fresh parsley</li></ul>
<p>Let the fire burn down to glowing embers. Fry the potatoes in oil until golden, add the onion and pepper for five minutes, season with paprika, then make six hollows and crack an egg into each. Cover with a plate or lid until the whites are set and finish with parsley.</p>
<p>Serve straight from the pan with hot coffee from the <a href="shop:product/pour-over-coffee-kit">pour-over kit</a>. Wipe the warm skillet clean and give it a thin coat of oil before packing it away.</p>`,
      zh: `<p>在帐篷里度过寒冷的一夜后，没有什么比篝火上飘来的早餐香气更诱人了。这道食谱只需要一只<a href="shop:product/cast-iron-skillet">铸铁煎锅</a>、一块砧板和一把刀，除了锅以外不用洗别的碗碟。</p>
<h2>食材与做法</h2>
<ul><li>4 个煮熟的土豆，切片</li><li>红甜椒和洋葱各 1 个，切碎</li><li>鸡蛋 6 个</li><li>橄榄油、盐、烟熏红椒粉、新鲜欧芹</li></ul>
<p>等篝火烧成通红的炭火。用油把土豆煎至金黄，加入洋葱和甜椒炒五分钟，撒上红椒粉，然后在锅里压出六个小坑，各打入一个鸡蛋。盖上盘子或锅盖，直到蛋白凝固，最后撒上欧芹。</p>
<p>直接连锅上桌，配上用<a href="shop:product/pour-over-coffee-kit">手冲咖啡套装</a>冲好的热咖啡。趁热把锅擦干净，薄涂一层油后再收起来。</p>`,
      "zh-TW": `<p>在帳篷裡度過寒冷的一夜後，沒有什麼比營火上飄來的早餐香味更誘人。這道食譜只需要一個<a href="shop:product/cast-iron-skillet">鑄鐵平底鍋</a>、一塊砧板和一把刀，除了鍋子以外什麼都不用洗。</p>
<h2>材料與做法</h2>
<ul><li>4 顆煮熟的馬鈴薯，切片</li><li>紅甜椒與洋蔥各 1 顆，切丁</li><li>雞蛋 6 顆</li><li>橄欖油、鹽、煙燻紅椒粉、新鮮巴西里</li></ul>
<p>等營火燒成紅通通的炭火。用油把馬鈴薯煎到金黃，加入洋蔥和甜椒炒五分鐘，撒上紅椒粉，接著壓出六個小凹洞，各打入一顆蛋。蓋上盤子或鍋蓋，等蛋白凝固後撒上巴西里。</p>
<p>直接整鍋上桌，搭配用<a href="shop:product/pour-over-coffee-kit">手沖咖啡組</a>沖好的熱咖啡。趁鍋子還溫熱時擦乾淨，薄塗一層油再收起來。</p>`,
      "zh-HK": `<p>喺帳篷度過寒冷一晚之後，冇嘢比營火上飄嚟的早餐香味更吸引。這個食譜只需要一隻<a href="shop:product/cast-iron-skillet">鑄鐵煎鑊</a>、一塊砧板同一把刀，除咗隻鑊之外乜都唔使洗。</p>
<h2>材料及做法</h2>
<ul><li>4 個烚熟的薯仔，切片</li><li>紅燈籠椒及洋蔥各 1 個，切粒</li><li>雞蛋 6 隻</li><li>橄欖油、鹽、煙燻紅椒粉、新鮮番茜</li></ul>
<p>等營火燒成紅卜卜的炭火。落油將薯仔煎至金黃，加入洋蔥同燈籠椒炒五分鐘，灑上紅椒粉，然後壓出六個小窩，每個打一隻蛋。蓋上碟或鑊蓋，等蛋白凝固後灑上番茜。</p>
<p>成隻鑊直接上枱，配埋用<a href="shop:product/pour-over-coffee-kit">手沖咖啡套裝</a>沖好的熱咖啡。趁鑊仲暖時抹乾淨，搽一層薄油先收好。</p>`,
      de: `<p>Nach einer kalten Nacht im Zelt geht nichts über den Duft von Frühstück über dem Feuer. Für dieses Rezept brauchst du eine <a href="shop:product/cast-iron-skillet">Gusseisenpfanne</a>, ein Brett und ein Messer – und außer der Pfanne gibt es nichts abzuwaschen.</p>
<h2>Zutaten und Zubereitung</h2>
<ul><li>4 gekochte Kartoffeln, in Scheiben</li><li>1 rote Paprika und 1 Zwiebel, gewürfelt</li><li>6 Eier</li><li>Olivenöl, Salz, geräuchertes Paprikapulver, frische Petersilie</li></ul>
<p>Lass das Feuer zu glühender Glut herunterbrennen. Brate die Kartoffeln in Öl goldbraun, gib Zwiebel und Paprika für fünf Minuten dazu und würze mit Paprikapulver. Dann sechs Mulden formen, in jede ein Ei schlagen und mit einem Teller oder Deckel abdecken, bis das Eiweiß gestockt ist. Mit Petersilie bestreuen.</p>
<p>Direkt aus der Pfanne servieren, dazu heißen Kaffee aus dem <a href="shop:product/pour-over-coffee-kit">Pour-Over-Set</a>. Die noch warme Pfanne auswischen und vor dem Einpacken dünn einölen.</p>`,
      fr: `<p>Après une nuit froide sous la tente, rien ne vaut l’odeur d’un petit-déjeuner au feu de bois. Cette recette ne demande qu’une <a href="shop:product/cast-iron-skillet">poêle en fonte</a>, une planche et un couteau, et rien d’autre à laver que la poêle.</p>
<h2>Ingrédients et préparation</h2>
<ul><li>4 pommes de terre cuites à l’eau, en rondelles</li><li>1 poivron rouge et 1 oignon, émincés</li><li>6 œufs</li><li>Huile d’olive, sel, paprika fumé, persil frais</li></ul>
<p>Laissez le feu se transformer en braises. Faites dorer les pommes de terre à l’huile, ajoutez l’oignon et le poivron pendant cinq minutes, assaisonnez de paprika, puis creusez six puits et cassez-y un œuf. Couvrez d’une assiette ou d’un couvercle jusqu’à ce que les blancs soient pris, et parsemez de persil.</p>
<p>Servez directement dans la poêle avec un café chaud préparé grâce au <a href="shop:product/pour-over-coffee-kit">kit café filtre</a>. Essuyez la poêle encore tiède et huilez-la légèrement avant de la ranger.</p>`,
      es: `<p>Después de una noche fría en la tienda, nada supera el olor del desayuno al fuego. Esta receta solo necesita una <a href="shop:product/cast-iron-skillet">sartén de hierro fundido</a>, una tabla y un cuchillo, y no hay nada que fregar aparte de la sartén.</p>
<h2>Ingredientes y preparación</h2>
<ul><li>4 patatas cocidas, en rodajas</li><li>1 pimiento rojo y 1 cebolla, picados</li><li>6 huevos</li><li>Aceite de oliva, sal, pimentón ahumado, perejil fresco</li></ul>
<p>Deja que el fuego se reduzca a brasas. Dora las patatas en aceite, añade la cebolla y el pimiento durante cinco minutos y sazona con pimentón. Haz seis huecos, casca un huevo en cada uno y tapa con un plato o una tapa hasta que cuaje la clara. Termina con perejil.</p>
<p>Sírvelo en la misma sartén con un café recién hecho con el <a href="shop:product/pour-over-coffee-kit">kit de café de filtro</a>. Limpia la sartén aún tibia y úntala con una capa fina de aceite antes de guardarla.</p>`,
      ja: `<p>テントで冷え込んだ夜を過ごしたあと、焚き火から漂う朝ごはんの香りに勝るものはありません。必要なのは<a href="shop:product/cast-iron-skillet">鋳鉄スキレット</a>、まな板、ナイフだけ。洗い物もスキレットひとつで済みます。</p>
<h2>材料と作り方</h2>
<ul><li>ゆでたじゃがいも 4個（薄切り）</li><li>赤パプリカ 1個、玉ねぎ 1個（みじん切り）</li><li>卵 6個</li><li>オリーブオイル、塩、スモークパプリカ、生のパセリ</li></ul>
<p>焚き火が落ち着いて熾火になるまで待ちます。じゃがいもをオイルで黄金色に焼き、玉ねぎとパプリカを加えて5分炒め、パプリカパウダーで味付け。6か所にくぼみを作って卵を割り入れ、皿やふたをかぶせて白身が固まるまで加熱し、パセリを散らします。</p>
<p>スキレットのまま、<a href="shop:product/pour-over-coffee-kit">ハンドドリップ コーヒーキット</a>で淹れた熱いコーヒーと一緒にどうぞ。温かいうちにスキレットを拭き、薄く油を塗ってからしまいましょう。</p>`,
      id: `<p>Setelah malam yang dingin di tenda, tak ada yang mengalahkan aroma sarapan di atas api. Resep ini hanya butuh satu <a href="shop:product/cast-iron-skillet">wajan besi cor</a>, talenan, dan pisau – dan tak ada yang perlu dicuci selain wajannya.</p>
<h2>Bahan dan cara membuat</h2>
<ul><li>4 kentang rebus, diiris</li><li>1 paprika merah dan 1 bawang bombai, dicincang</li><li>6 butir telur</li><li>Minyak zaitun, garam, paprika asap, peterseli segar</li></ul>
<p>Biarkan api mengecil hingga tinggal bara yang menyala. Goreng kentang dengan minyak sampai keemasan, tambahkan bawang bombai dan paprika selama lima menit, bumbui dengan paprika bubuk, lalu buat enam cekungan dan pecahkan sebutir telur ke masing-masing. Tutup dengan piring atau tutup wajan sampai putih telurnya matang, lalu taburi peterseli.</p>
<p>Sajikan langsung dari wajan dengan kopi panas dari <a href="shop:product/pour-over-coffee-kit">pour-over kit</a>. Seka wajan selagi hangat dan olesi tipis dengan minyak sebelum dikemas.</p>`,
      it: `<p>Dopo una notte fredda in tenda, niente batte il profumo della colazione sul fuoco. Questa ricetta richiede solo una <a href="shop:product/cast-iron-skillet">padella in ghisa</a>, un tagliere e un coltello, e nient’altro da lavare oltre alla padella.</p>
<h2>Ingredienti e procedimento</h2>
<ul><li>4 patate lesse, a fette</li><li>1 peperone rosso e 1 cipolla, tritati</li><li>6 uova</li><li>Olio d’oliva, sale, paprika affumicata, prezzemolo fresco</li></ul>
<p>Lascia che il fuoco si riduca a braci ardenti. Rosola le patate nell’olio finché sono dorate, aggiungi cipolla e peperone per cinque minuti, insaporisci con la paprika, poi forma sei incavi e rompi un uovo in ciascuno. Copri con un piatto o un coperchio finché gli albumi si rapprendono e finisci con il prezzemolo.</p>
<p>Servi direttamente dalla padella con un caffè bollente preparato con il <a href="shop:product/pour-over-coffee-kit">kit pour-over</a>. Pulisci la padella ancora calda e passaci un velo d’olio prima di riporla.</p>`,
      ko: `<p>텐트에서 추운 밤을 보낸 뒤에는 모닥불 위에서 익어 가는 아침 냄새만 한 게 없습니다. 이 레시피에는 <a href="shop:product/cast-iron-skillet">무쇠 스킬렛</a> 하나, 도마, 칼만 있으면 되고, 설거지도 팬 하나면 끝입니다.</p>
<h2>재료와 만드는 법</h2>
<ul><li>삶은 감자 4개, 슬라이스</li><li>빨간 파프리카 1개, 양파 1개, 다지기</li><li>달걀 6개</li><li>올리브유, 소금, 훈제 파프리카 가루, 생파슬리</li></ul>
<p>불이 사그라들어 벌건 숯불만 남을 때까지 기다립니다. 감자를 기름에 노릇하게 굽고, 양파와 파프리카를 넣어 5분간 볶은 뒤 파프리카 가루로 간을 합니다. 그다음 여섯 군데 홈을 만들어 달걀을 하나씩 깨 넣습니다. 흰자가 익을 때까지 접시나 뚜껑으로 덮고, 파슬리를 뿌려 마무리하세요.</p>
<p><a href="shop:product/pour-over-coffee-kit">푸어오버 키트</a>로 내린 뜨거운 커피와 함께 팬째로 바로 내어 드세요. 따뜻할 때 스킬렛을 닦아 내고, 얇게 기름을 바른 뒤 챙겨 넣으세요.</p>`,
      pt: `<p>Depois de uma noite fria na barraca, nada supera o cheiro do café da manhã no fogo. Esta receita só precisa de uma <a href="shop:product/cast-iron-skillet">frigideira de ferro fundido</a>, uma tábua e uma faca – e nada para lavar além da frigideira.</p>
<h2>Ingredientes e modo de preparo</h2>
<ul><li>4 batatas cozidas, em fatias</li><li>1 pimentão vermelho e 1 cebola, picados</li><li>6 ovos</li><li>Azeite, sal, páprica defumada, salsinha fresca</li></ul>
<p>Deixe o fogo baixar até sobrarem só as brasas. Doure as batatas no azeite, junte a cebola e o pimentão por cinco minutos, tempere com páprica, depois abra seis cavidades e quebre um ovo em cada uma. Tampe com um prato ou uma tampa até as claras firmarem e finalize com salsinha.</p>
<p>Sirva direto da frigideira com um café quentinho do <a href="shop:product/pour-over-coffee-kit">kit de café coado</a>. Limpe a frigideira ainda morna e passe uma camada fina de óleo antes de guardá-la.</p>`,
      th: `<p>หลังคืนที่หนาวเหน็บในเต็นท์ ไม่มีอะไรสู้กลิ่นอาหารเช้าบนกองไฟได้ สูตรนี้ใช้แค่<a href="shop:product/cast-iron-skillet">กระทะเหล็กหล่อ</a>หนึ่งใบ เขียง และมีด แถมไม่ต้องล้างอะไรนอกจากกระทะ</p>
<h2>ส่วนผสมและวิธีทำ</h2>
<ul><li>มันฝรั่งต้ม 4 หัว หั่นเป็นแว่น</li><li>พริกหวานแดง 1 ลูก และหอมใหญ่ 1 หัว หั่นชิ้นเล็ก</li><li>ไข่ 6 ฟอง</li><li>น้ำมันมะกอก เกลือ ปาปริก้ารมควัน ผักชีฝรั่งสด</li></ul>
<p>รอให้ไฟมอดลงจนเหลือแต่ถ่านแดง ทอดมันฝรั่งในน้ำมันจนเหลืองกรอบ ใส่หอมใหญ่และพริกหวานผัดห้านาที ปรุงรสด้วยปาปริก้า แล้วทำหลุมหกหลุมและตอกไข่ลงไปหลุมละฟอง ปิดด้วยจานหรือฝาจนไข่ขาวสุก แล้วโรยผักชีฝรั่ง</p>
<p>เสิร์ฟจากกระทะทันทีพร้อมกาแฟร้อน ๆ จาก<a href="shop:product/pour-over-coffee-kit">ชุดดริปกาแฟ</a> เช็ดกระทะให้สะอาดขณะยังอุ่น แล้วทาน้ำมันบาง ๆ ก่อนเก็บใส่กระเป๋า</p>`,
      fil: `<p>Pagkatapos ng malamig na gabi sa tent, walang tatalo sa bango ng almusal sa ibabaw ng apoy. Kailangan lang ng resiping ito ng isang <a href="shop:product/cast-iron-skillet">kawaling cast iron</a>, sangkalan at kutsilyo – at walang huhugasan maliban sa kawali.</p>
<h2>Mga sangkap at paraan ng pagluluto</h2>
<ul><li>4 na nilagang patatas, hiniwa</li><li>1 pulang bell pepper at 1 sibuyas, tinadtad</li><li>6 na itlog</li><li>Olive oil, asin, smoked paprika, sariwang parsley</li></ul>
<p>Hayaang humina ang apoy hanggang baga na lang ang matira. Iprito ang patatas sa mantika hanggang mag-golden brown, idagdag ang sibuyas at bell pepper nang limang minuto, timplahan ng paprika, saka gumawa ng anim na butas at magbasag ng isang itlog sa bawat isa. Takpan ng plato o takip hanggang maluto ang puti ng itlog, at budburan ng parsley.</p>
<p>Ihain nang diretso mula sa kawali kasama ang mainit na kape mula sa <a href="shop:product/pour-over-coffee-kit">pour-over kit</a>. Punasan ang kawali habang mainit-init pa at pahiran ng manipis na mantika bago iligpit.</p>`,
      vi: `<p>Sau một đêm lạnh trong lều, không gì sánh bằng mùi bữa sáng trên bếp lửa. Công thức này chỉ cần một chiếc <a href="shop:product/cast-iron-skillet">chảo gang</a>, một tấm thớt và một con dao – và chẳng phải rửa gì ngoài cái chảo.</p>
<h2>Nguyên liệu và cách làm</h2>
<ul><li>4 củ khoai tây luộc, thái lát</li><li>1 quả ớt chuông đỏ và 1 củ hành tây, thái nhỏ</li><li>6 quả trứng</li><li>Dầu ô liu, muối, ớt bột xông khói, mùi tây tươi</li></ul>
<p>Để lửa tàn bớt chỉ còn than hồng. Chiên khoai tây trong dầu đến khi vàng, cho hành tây và ớt chuông vào xào năm phút, nêm ớt bột, rồi tạo sáu hốc nhỏ và đập vào mỗi hốc một quả trứng. Đậy bằng đĩa hoặc nắp cho đến khi lòng trắng chín, rồi rắc mùi tây lên.</p>
<p>Dọn ăn ngay từ chảo cùng cà phê nóng pha bằng <a href="shop:product/pour-over-coffee-kit">bộ pha pour-over</a>. Lau sạch chảo khi còn ấm và phết một lớp dầu mỏng trước khi cất đi.</p>`,
    },
  },
];
