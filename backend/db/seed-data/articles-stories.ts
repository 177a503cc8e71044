import type { SeedData } from "./types.ts";

export const storyArticles: SeedData["articles"] = [
  {
    slug: "why-we-choose-merino",
    author: "Elena Ruiz",
    publishedAt: "2026-06-18T10:00:00.000Z",
    color: "#3b3f42",
    title: { en: "Why We Keep Choosing Merino", zh: "我们为什么一直选择美丽诺羊毛", "zh-TW": "我們為什麼一直選擇美麗諾羊毛", "zh-HK": "點解我們一直揀美麗奴羊毛", de: "Warum wir immer wieder Merino wählen", fr: "Pourquoi nous choisissons toujours le mérinos", es: "Por qué seguimos eligiendo la merino", ja: "私たちがメリノを選び続ける理由" },
    summary: {
      en: "It is warm, cool, soft and almost impossible to make smell. A short story of our favourite fibre – and where ours comes from.",
      zh: "它保暖又凉爽，柔软且几乎不会产生异味。关于我们最爱的纤维，以及它来自哪里的小故事。",
      "zh-TW": "它保暖又涼爽、柔軟，而且幾乎不會產生異味。關於我們最愛的纖維，以及它從哪裡來的小故事。",
      "zh-HK": "佢保暖又清涼、柔軟，而且幾乎唔會有異味。關於我們最愛的纖維，以及佢從何而來的小故事。",
      de: "Sie wärmt, kühlt, ist weich und riecht so gut wie nie. Eine kurze Geschichte unserer Lieblingsfaser – und woher unsere stammt.",
      fr: "Il réchauffe, rafraîchit, reste doux et ne sent presque jamais. Petite histoire de notre fibre préférée, et de sa provenance.",
      es: "Abriga, refresca, es suave y casi nunca huele. Una pequeña historia de nuestra fibra favorita y de dónde viene la nuestra.",
      ja: "暖かくて涼しく、柔らかく、においもほとんど残らない。お気に入りの繊維と、その産地についての短いお話。",
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
    },
  },
  {
    slug: "meet-the-mill-scottish-borders",
    author: "Callum Reid",
    publishedAt: "2026-08-27T09:30:00.000Z",
    color: "#5a7184",
    title: { en: "Meet the Mill: Weaving Our Throws in the Scottish Borders", zh: "走进织厂：在苏格兰边区织造我们的羊毛毯", "zh-TW": "走訪織廠：在蘇格蘭邊區織出我們的披毯", "zh-HK": "走訪織廠：喺蘇格蘭邊區織出我們的冷氈", de: "Zu Besuch in der Weberei: unsere Decken aus den Scottish Borders", fr: "À la rencontre de la filature : nos plaids tissés dans les Scottish Borders", es: "Visitamos la fábrica: así se tejen nuestras mantas en los Scottish Borders", ja: "工場訪問：スコットランド・ボーダーズで織られるブランケット" },
    summary: {
      en: "A family mill, seven generations, and looms that still run on the river. We spent a rainy week on the Tweed.",
      zh: "一家传承七代的家族织厂，织机至今仍靠河水驱动。我们在特威德河畔度过了多雨的一周。",
      "zh-TW": "一間傳承七代的家族織廠，織布機至今仍靠河水推動。我們在特威德河畔度過了多雨的一週。",
      "zh-HK": "一間傳咗七代的家族織廠，織布機至今仍然靠河水推動。我們喺特威德河畔度過咗落雨的一星期。",
      de: "Eine Familienweberei in siebter Generation und Webstühle, die noch mit Wasserkraft laufen. Wir verbrachten eine verregnete Woche am Tweed.",
      fr: "Une filature familiale, sept générations et des métiers qui tournent encore grâce à la rivière. Nous avons passé une semaine pluvieuse au bord de la Tweed.",
      es: "Una fábrica familiar, siete generaciones y telares que aún funcionan con la fuerza del río. Pasamos una semana lluviosa a orillas del Tweed.",
      ja: "7代続く家族経営の工場と、今も川の力で動く織機。雨のツイード川のほとりで1週間を過ごしました。",
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
    },
  },
  {
    slug: "campfire-skillet-breakfast",
    author: "Jonas Weber",
    publishedAt: "2026-11-10T08:00:00.000Z",
    color: "#c0623b",
    title: { en: "A Campfire Skillet Breakfast for Four", zh: "四人份篝火铸铁锅早餐", "zh-TW": "四人份營火鑄鐵鍋早餐", "zh-HK": "四人份營火鑄鐵鑊早餐", de: "Lagerfeuer-Frühstück aus der Pfanne für vier", fr: "Un petit-déjeuner à la poêle au feu de camp pour quatre", es: "Desayuno en sartén a la hoguera para cuatro", ja: "焚き火で作る4人分のスキレット朝ごはん" },
    summary: {
      en: "Potatoes, peppers, eggs and a handful of herbs: one pan, twenty minutes, and everyone is happy.",
      zh: "土豆、甜椒、鸡蛋和一把香草：一只锅、二十分钟，人人都满意。",
      "zh-TW": "馬鈴薯、甜椒、雞蛋和一把香草：一個鍋、二十分鐘，大家都滿足。",
      "zh-HK": "薯仔、燈籠椒、雞蛋同一把香草：一隻鑊、二十分鐘，個個都開心。",
      de: "Kartoffeln, Paprika, Eier und eine Handvoll Kräuter: eine Pfanne, zwanzig Minuten, alle glücklich.",
      fr: "Pommes de terre, poivrons, œufs et une poignée d’herbes : une poêle, vingt minutes, et tout le monde est content.",
      es: "Patatas, pimientos, huevos y un puñado de hierbas: una sartén, veinte minutos y todos contentos.",
      ja: "じゃがいも、パプリカ、卵、ひとつかみのハーブ。フライパンひとつ、20分で、みんな笑顔に。",
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
    },
  },
];
