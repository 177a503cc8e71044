import type { SeedData } from "./types.ts";

export const guideArticles: SeedData["articles"] = [
  {
    slug: "how-to-care-for-waxed-canvas",
    author: "Maren Holt",
    publishedAt: "2026-03-12T09:00:00.000Z",
    color: "#4f5132",
    title: { en: "How to Care for Waxed Canvas", zh: "如何保养打蜡帆布", "zh-TW": "如何保養上蠟帆布", "zh-HK": "點樣護理上蠟帆布", de: "So pflegst du gewachstes Canvas", fr: "Comment entretenir la toile cirée", es: "Cómo cuidar la lona encerada", ja: "オイルドキャンバスのお手入れ方法" },
    summary: {
      en: "Ten minutes a year keeps a waxed jacket or bag going for decades. Here is how we clean and re-wax ours.",
      zh: "每年花十分钟，就能让打蜡夹克或包袋用上几十年。这是我们自己清洁和重新上蜡的方法。",
      "zh-TW": "每年花十分鐘，就能讓上蠟外套或包包用上幾十年。以下是我們自己清潔與重新上蠟的方法。",
      "zh-HK": "每年花十分鐘，上蠟外套或袋就可以用上幾十年。以下係我們自己清潔同重新上蠟的方法。",
      de: "Zehn Minuten im Jahr, und eine gewachste Jacke oder Tasche hält Jahrzehnte. So reinigen und wachsen wir unsere.",
      fr: "Dix minutes par an suffisent pour qu’une veste ou un sac en toile cirée dure des décennies. Voici comment nous nettoyons et recirons les nôtres.",
      es: "Diez minutos al año bastan para que una chaqueta o bolsa encerada dure décadas. Así limpiamos y enceramos las nuestras.",
      ja: "年に10分のお手入れで、オイルドジャケットやバッグは何十年も使えます。私たちが実践している洗い方とリワックスの方法をご紹介します。",
    },
    content: {
      en: `<p>Waxed cotton is one of the oldest weatherproof fabrics there is, and it only gets better with use. Creases turn into a patina, and small scuffs can be rubbed out with the warmth of your hand.</p>
<h2>Clean gently, never wash</h2>
<p>Brush off dried mud with a soft brush and wipe the surface with a cloth and <strong>cold</strong> water. Never use soap, hot water or the washing machine: they strip the wax and leave the fabric patchy.</p>
<h2>Re-wax once a year</h2>
<p>When the fabric looks dry or water stops beading, warm a tin of fabric wax in hot water, work it in with a cloth and finish with a hairdryer so it soaks in evenly. Let your <a href="shop:product/waxed-canvas-field-jacket">field jacket</a> or <a href="shop:product/waxed-canvas-tote">tote</a> hang overnight in a warm room before wearing it again.</p>`,
      zh: `<p>打蜡棉布是最古老的防风雨面料之一，而且越用越好看。折痕会慢慢变成包浆，小小的刮痕用手心的温度揉一揉就能消失。</p>
<h2>轻柔清洁，切勿水洗</h2>
<p>用软毛刷刷掉干掉的泥土，再用布蘸<strong>冷水</strong>擦拭表面。千万不要用肥皂、热水或洗衣机，它们会洗掉蜡层，让面料斑驳不均。</p>
<h2>每年重新上蜡一次</h2>
<p>当面料看起来发干、水珠不再滚落时，把一罐面料蜡放在热水中温热，用布均匀涂抹，再用吹风机吹一遍让蜡充分渗透。之后把你的<a href="shop:product/waxed-canvas-field-jacket">野战夹克</a>或<a href="shop:product/waxed-canvas-tote">托特包</a>挂在温暖的房间里放一夜再使用。</p>`,
      "zh-TW": `<p>上蠟棉布是歷史最悠久的防風雨布料之一，而且越用越有味道。折痕會慢慢變成使用痕跡，小小的刮痕用手心的溫度搓一搓就會消失。</p>
<h2>輕柔清潔，千萬別水洗</h2>
<p>用軟毛刷刷掉乾掉的泥土，再用布沾<strong>冷水</strong>擦拭表面。千萬不要用肥皂、熱水或洗衣機，它們會洗掉蠟層，讓布料斑駁不均。</p>
<h2>每年重新上蠟一次</h2>
<p>當布料看起來乾澀、水珠不再滾落時，把一罐布料專用蠟放進熱水裡回溫，用布均勻塗抹，再用吹風機吹一遍讓蠟充分吃進去。接著把<a href="shop:product/waxed-canvas-field-jacket">野戰外套</a>或<a href="shop:product/waxed-canvas-tote">托特包</a>掛在溫暖的房間裡放一晚再使用。</p>`,
      "zh-HK": `<p>上蠟棉布是歷史最悠久的防風雨布料之一，而且越用越有味道。摺痕會慢慢變成歲月痕跡，細細條的刮痕用手心溫度擦一擦就會消失。</p>
<h2>輕手清潔，切勿水洗</h2>
<p>用軟毛掃掃走乾咗的泥，再用布蘸<strong>凍水</strong>抹表面。千祈唔好用番梘、熱水或者洗衣機，會洗走蠟層，令布料變得一搭搭。</p>
<h2>每年重新上蠟一次</h2>
<p>當布料睇落乾、水珠唔再碌走時，將一罐布料專用蠟放入熱水暖熱，用布均勻塗上，再用風筒吹一吹令蠟完全滲入。之後將<a href="shop:product/waxed-canvas-field-jacket">野戰褸</a>或<a href="shop:product/waxed-canvas-tote">手挽袋</a>掛喺溫暖房間放一晚先再用。</p>`,
      de: `<p>Gewachste Baumwolle ist einer der ältesten wetterfesten Stoffe überhaupt – und sie wird mit jedem Tragen schöner. Falten werden zur Patina, kleine Kratzer lassen sich mit der Wärme der Hand wegreiben.</p>
<h2>Sanft reinigen, niemals waschen</h2>
<p>Getrockneten Schmutz mit einer weichen Bürste entfernen und die Oberfläche mit einem Tuch und <strong>kaltem</strong> Wasser abwischen. Niemals Seife, heißes Wasser oder die Waschmaschine verwenden: Sie lösen das Wachs und hinterlassen Flecken.</p>
<h2>Einmal im Jahr nachwachsen</h2>
<p>Wenn der Stoff trocken aussieht oder Wasser nicht mehr abperlt, eine Dose Stoffwachs im heißen Wasserbad erwärmen, mit einem Tuch einarbeiten und zum Schluss mit dem Föhn gleichmäßig einziehen lassen. Die <a href="shop:product/waxed-canvas-field-jacket">Feldjacke</a> oder die <a href="shop:product/waxed-canvas-tote">Tasche</a> danach über Nacht in einem warmen Raum aufhängen.</p>`,
      fr: `<p>Le coton ciré est l’un des plus anciens tissus imperméables, et il s’embellit avec le temps. Les plis deviennent une patine, et les petites éraflures disparaissent sous la chaleur de la main.</p>
<h2>Nettoyer en douceur, sans jamais laver</h2>
<p>Brossez la boue sèche avec une brosse souple, puis essuyez la surface avec un chiffon et de l’eau <strong>froide</strong>. Jamais de savon, d’eau chaude ni de machine à laver : ils retirent la cire et laissent des marques.</p>
<h2>Recirer une fois par an</h2>
<p>Quand la toile paraît sèche ou que l’eau ne perle plus, faites tiédir une boîte de cire au bain-marie, appliquez-la au chiffon et terminez au sèche-cheveux pour qu’elle pénètre uniformément. Laissez ensuite votre <a href="shop:product/waxed-canvas-field-jacket">veste de terrain</a> ou votre <a href="shop:product/waxed-canvas-tote">cabas</a> suspendu une nuit dans une pièce chaude.</p>`,
      es: `<p>El algodón encerado es uno de los tejidos impermeables más antiguos que existen, y mejora con el uso. Las arrugas se convierten en pátina y los pequeños roces desaparecen con el calor de la mano.</p>
<h2>Limpiar con suavidad, nunca lavar</h2>
<p>Cepilla el barro seco con un cepillo suave y pasa un paño con agua <strong>fría</strong> por la superficie. Nunca uses jabón, agua caliente ni la lavadora: eliminan la cera y dejan manchas.</p>
<h2>Encerar una vez al año</h2>
<p>Cuando el tejido se vea seco o el agua ya no forme gotas, templa una lata de cera al baño maría, extiéndela con un paño y termina con el secador para que penetre de forma uniforme. Después deja tu <a href="shop:product/waxed-canvas-field-jacket">chaqueta de campo</a> o tu <a href="shop:product/waxed-canvas-tote">bolso tote</a> colgado toda la noche en una habitación cálida.</p>`,
      ja: `<p>オイルドコットンは最も歴史ある防水素材のひとつで、使うほどに味わいが増していきます。しわは風合いに変わり、小さな擦れは手のひらの温もりでこすれば目立たなくなります。</p>
<h2>やさしく汚れを落とし、水洗いはしない</h2>
<p>乾いた泥は柔らかいブラシで払い、<strong>冷たい</strong>水で湿らせた布で表面を拭きます。石けんやお湯、洗濯機は厳禁。ワックスが落ちて、ムラの原因になります。</p>
<h2>年に一度のリワックス</h2>
<p>生地が乾いて見えたり、水をはじかなくなったりしたら、ワックス缶を湯せんで温め、布で塗り込み、仕上げにドライヤーで温めてなじませます。<a href="shop:product/waxed-canvas-field-jacket">フィールドジャケット</a>や<a href="shop:product/waxed-canvas-tote">トート</a>は、暖かい部屋で一晩吊るしてから使いましょう。</p>`,
    },
  },
  {
    slug: "weekend-hiking-packing-list",
    author: "Jonas Weber",
    publishedAt: "2026-05-04T08:30:00.000Z",
    color: "#2f5d46",
    title: { en: "Our Weekend Hiking Packing List", zh: "我们的周末徒步打包清单", "zh-TW": "我們的週末健行打包清單", "zh-HK": "我們的週末行山執包清單", de: "Unsere Packliste fürs Wanderwochenende", fr: "Notre liste pour un week-end de randonnée", es: "Nuestra lista de equipaje para un fin de semana de senderismo", ja: "週末ハイキングの持ち物リスト" },
    summary: {
      en: "Two days, one pack, no overthinking. The list our team actually uses for hut-to-hut weekends.",
      zh: "两天、一只背包、不纠结。这是我们团队在山屋间徒步的周末真正使用的清单。",
      "zh-TW": "兩天、一個背包、不想太多。這是我們團隊在山屋間健行的週末真正在用的清單。",
      "zh-HK": "兩日、一個背囊、唔使諗太多。這是我們團隊喺山屋之間行山的週末真正用緊的清單。",
      de: "Zwei Tage, ein Rucksack, kein Grübeln. Die Liste, die unser Team für Hüttenwochenenden wirklich nutzt.",
      fr: "Deux jours, un sac, sans se prendre la tête. La liste que notre équipe utilise vraiment pour ses week-ends de refuge en refuge.",
      es: "Dos días, una mochila y nada de darle vueltas. La lista que nuestro equipo usa de verdad para sus fines de semana de refugio en refugio.",
      ja: "2日間、ザックひとつ、迷わない。山小屋泊の週末に、私たちのチームが実際に使っているリストです。",
    },
    content: {
      en: `<p>The secret to a relaxed weekend in the hills is packing less, not more. Everything below fits in a 20–28 litre pack and weighs under six kilos before food and water.</p>
<h2>What goes in the pack</h2>
<ul><li>A waterproof shell such as the <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a></li><li>A warm mid-layer and a merino tee for each day</li><li>Hat, liner gloves and a spare pair of socks</li><li>Headlamp, map, small first-aid kit and a 750 ml bottle</li></ul>
<p>We carry everything in the <a href="shop:product/everyday-daypack-20l">Everyday Daypack</a> or, when rain is forecast, the roll-top. Put heavy items close to your back and the things you need during the day in the top pocket.</p>
<p><em>Leave at home:</em> the second pair of trousers, the “just in case” fleece and anything you have not used on your last three trips.</p>`,
      zh: `<p>想要山间周末过得轻松，秘诀是少带而不是多带。以下所有物品都能装进一只 20–28 升的背包，不算食物和水，总重不到六公斤。</p>
<h2>背包里装什么</h2>
<ul><li>一件防水外壳，例如<a href="shop:product/coastline-rain-jacket">海岸线防雨夹克</a></li><li>一件保暖中间层，每天一件美丽诺T恤</li><li>帽子、内衬手套和一双备用袜子</li><li>头灯、地图、小型急救包和一只 750 ml 水瓶</li></ul>
<p>我们把所有东西都装进<a href="shop:product/everyday-daypack-20l">日常双肩包</a>；如果预报有雨，就换成卷顶包。重物贴近背部，白天要用的东西放在顶袋。</p>
<p><em>留在家里：</em>第二条裤子、“以防万一”的抓绒，以及最近三次出行都没用上的东西。</p>`,
      "zh-TW": `<p>想在山裡度過輕鬆的週末，秘訣是少帶而不是多帶。以下所有物品都能裝進一個 20–28 公升的背包，不含食物和水，總重不到六公斤。</p>
<h2>背包裡裝什麼</h2>
<ul><li>一件防水外殼，例如<a href="shop:product/coastline-rain-jacket">海岸線防雨外套</a></li><li>一件保暖中層，每天一件美麗諾 T 恤</li><li>帽子、內層手套與一雙備用襪子</li><li>頭燈、地圖、小型急救包與一個 750 ml 水壺</li></ul>
<p>我們把所有東西都裝進<a href="shop:product/everyday-daypack-20l">日常後背包</a>；如果預報會下雨，就改背捲頂包。重物貼近背部，白天要用的東西放在頂袋。</p>
<p><em>留在家裡：</em>第二條褲子、「以防萬一」的刷毛外套，以及最近三次出門都沒用到的東西。</p>`,
      "zh-HK": `<p>想喺山上過一個輕鬆週末，秘訣係少帶而唔係多帶。以下所有物品都放得入一個 20–28 公升的背囊，未計食物同水，總重唔夠六公斤。</p>
<h2>背囊入面放乜嘢</h2>
<ul><li>一件防水外殼，例如<a href="shop:product/coastline-rain-jacket">海岸線防雨褸</a></li><li>一件保暖中層，每日一件美麗奴 T 恤</li><li>帽、內層手套及一對後備襪</li><li>頭燈、地圖、細急救包及一個 750 ml 水樽</li></ul>
<p>我們將所有嘢放入<a href="shop:product/everyday-daypack-20l">日常背囊</a>；如果天氣預報話落雨，就轉用捲頂背囊。重嘢貼近背脊，日間要用的放喺頂袋。</p>
<p><em>留喺屋企：</em>第二條褲、「以防萬一」的抓毛衫，同埋最近三次出行都無用過的東西。</p>`,
      de: `<p>Das Geheimnis eines entspannten Wochenendes in den Bergen: weniger einpacken, nicht mehr. Alles unten passt in einen Rucksack mit 20–28 Litern und wiegt ohne Essen und Wasser unter sechs Kilo.</p>
<h2>Was in den Rucksack kommt</h2>
<ul><li>Eine wasserdichte Jacke wie die <a href="shop:product/coastline-rain-jacket">Regenjacke Coastline</a></li><li>Eine warme Zwischenschicht und ein Merino-Shirt pro Tag</li><li>Mütze, dünne Handschuhe und ein Paar Ersatzsocken</li><li>Stirnlampe, Karte, kleines Erste-Hilfe-Set und eine 750-ml-Flasche</li></ul>
<p>Wir packen alles in den <a href="shop:product/everyday-daypack-20l">Tagesrucksack Everyday</a> oder, wenn Regen angesagt ist, in den Rolltop. Schweres nah an den Rücken, was man tagsüber braucht, in die Deckeltasche.</p>
<p><em>Zu Hause bleiben:</em> die zweite Hose, das Fleece „für alle Fälle“ und alles, was du auf den letzten drei Touren nicht benutzt hast.</p>`,
      fr: `<p>Le secret d’un week-end détendu en montagne, c’est d’emporter moins, pas plus. Tout ce qui suit tient dans un sac de 20 à 28 litres et pèse moins de six kilos hors eau et nourriture.</p>
<h2>Ce qu’on met dans le sac</h2>
<ul><li>Une veste imperméable comme la <a href="shop:product/coastline-rain-jacket">veste de pluie Coastline</a></li><li>Une couche intermédiaire chaude et un t-shirt en mérinos par jour</li><li>Bonnet, sous-gants et une paire de chaussettes de rechange</li><li>Frontale, carte, petite trousse de secours et une gourde de 750 ml</li></ul>
<p>On range le tout dans le <a href="shop:product/everyday-daypack-20l">sac à dos Everyday</a> ou, si la pluie est annoncée, dans le roll-top. Les objets lourds près du dos, ce dont on a besoin dans la journée dans la poche du haut.</p>
<p><em>À laisser à la maison :</em> le deuxième pantalon, la polaire « au cas où » et tout ce que vous n’avez pas utilisé lors de vos trois dernières sorties.</p>`,
      es: `<p>El secreto de un fin de semana tranquilo en la montaña es llevar menos, no más. Todo lo que sigue cabe en una mochila de 20 a 28 litros y pesa menos de seis kilos sin contar comida ni agua.</p>
<h2>Qué va en la mochila</h2>
<ul><li>Una chaqueta impermeable como la <a href="shop:product/coastline-rain-jacket">chaqueta Coastline</a></li><li>Una capa intermedia de abrigo y una camiseta de merino por día</li><li>Gorro, guantes finos y un par de calcetines de repuesto</li><li>Frontal, mapa, botiquín pequeño y una botella de 750 ml</li></ul>
<p>Lo llevamos todo en la <a href="shop:product/everyday-daypack-20l">mochila Everyday</a> o, si dan lluvia, en la roll-top. Lo pesado, pegado a la espalda; lo que necesitas durante el día, en el bolsillo superior.</p>
<p><em>Se queda en casa:</em> el segundo pantalón, el forro polar «por si acaso» y todo lo que no hayas usado en tus tres últimas salidas.</p>`,
      ja: `<p>山でのんびり週末を過ごすコツは、多く持つことではなく、少なく持つこと。以下のアイテムはすべて20〜28Lのザックに収まり、食料と水を除いて6kg以下です。</p>
<h2>ザックに入れるもの</h2>
<ul><li><a href="shop:product/coastline-rain-jacket">コーストライン レインジャケット</a>などの防水シェル</li><li>暖かいミドルレイヤーと、1日1枚のメリノTシャツ</li><li>帽子、ライナーグローブ、替えの靴下1足</li><li>ヘッドランプ、地図、小さな救急セット、750mlのボトル</li></ul>
<p>私たちはすべてを<a href="shop:product/everyday-daypack-20l">エブリデイ デイパック</a>に、雨予報ならロールトップに詰めています。重いものは背中側に、日中使うものはトップポケットに。</p>
<p><em>置いていくもの：</em>2本目のパンツ、「念のため」のフリース、そして直近3回の山行で使わなかったものすべて。</p>`,
    },
  },
  {
    slug: "layering-for-autumn-hikes",
    author: "Maren Holt",
    publishedAt: "2026-10-09T07:00:00.000Z",
    color: "#a4502f",
    title: { en: "The Three-Layer Rule for Autumn Hikes", zh: "秋季徒步的三层穿衣法", "zh-TW": "秋季健行的三層穿搭法則", "zh-HK": "秋季行山三層穿衣法", de: "Die Drei-Schichten-Regel für Herbstwanderungen", fr: "La règle des trois couches pour randonner en automne", es: "La regla de las tres capas para el senderismo de otoño", ja: "秋のハイキングに「3レイヤー」の基本" },
    summary: {
      en: "Cold at the car park, hot on the climb, windy at the top: how to dress for all three without carrying a wardrobe.",
      zh: "停车场冷、爬坡热、山顶风大：不用背一整个衣柜，也能从容应对。",
      "zh-TW": "停車場冷、爬坡熱、山頂風大：不必背一整個衣櫃，也能從容應對。",
      "zh-HK": "停車場凍、上斜熱、山頂大風：唔使孭成個衣櫃，都可以應付自如。",
      de: "Kalt am Parkplatz, heiß im Aufstieg, windig am Gipfel: So ziehst du dich für alles an, ohne den Kleiderschrank mitzuschleppen.",
      fr: "Froid au parking, chaud dans la montée, venté au sommet : comment s’habiller pour tout cela sans emporter sa garde-robe.",
      es: "Frío en el aparcamiento, calor en la subida y viento en la cima: cómo vestirse para todo sin cargar con el armario.",
      ja: "駐車場では寒く、登りでは暑く、山頂では風が強い。クローゼットごと持ち歩かずに対応する着こなし術。",
    },
    content: {
      en: `<p>Autumn is the best hiking season, but temperatures can swing fifteen degrees in a single day. Instead of one thick jacket, wear three thin layers that you can add or remove as you go.</p>
<h2>Base, mid and shell</h2>
<p>Your <strong>base layer</strong> moves sweat away from the skin: merino is ideal because it stays warm when damp and does not smell. The <strong>mid layer</strong>, a fleece or light down vest, traps warmth. The <strong>shell</strong> keeps out wind and rain and should be roomy enough to fit over everything else.</p>
<p>Start cold. If you are comfortable at the car park, you will be too warm ten minutes into the climb. Stop before you sweat to remove a layer, and put it back on as soon as you reach the summit.</p>
<p>Our go-to combination this autumn: the <a href="shop:product/merino-crew-tee">Merino Crew Tee</a>, the <a href="shop:product/recycled-fleece-half-zip">Recycled Fleece Half-Zip</a> and the <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a>.</p>`,
      zh: `<p>秋天是最好的徒步季节，但一天之内气温可能相差十五度。与其穿一件厚外套，不如穿三件薄层，边走边增减。</p>
<h2>基础层、中间层和外壳</h2>
<p><strong>基础层</strong>负责把汗水从皮肤上导走：美丽诺羊毛受潮依然保暖，还不易产生异味，是理想之选。<strong>中间层</strong>可以是抓绒或轻薄羽绒背心，用来锁住热量。<strong>外壳</strong>挡风挡雨，要足够宽松，能罩住里面所有衣服。</p>
<p>出发时要感觉有点冷。如果在停车场就觉得舒服，爬坡十分钟后一定会太热。在出汗之前停下来脱一层，到达山顶后立刻穿回去。</p>
<p>今年秋天我们最常用的组合：<a href="shop:product/merino-crew-tee">美丽诺羊毛圆领T恤</a>、<a href="shop:product/recycled-fleece-half-zip">再生抓绒半拉链上衣</a>和<a href="shop:product/coastline-rain-jacket">海岸线防雨夹克</a>。</p>`,
      "zh-TW": `<p>秋天是最適合健行的季節，但一天之內氣溫可能相差十五度。與其穿一件厚外套，不如穿三件薄層，邊走邊增減。</p>
<h2>基礎層、中層與外殼</h2>
<p><strong>基礎層</strong>負責把汗水從皮膚帶走：美麗諾羊毛微濕時仍然保暖、不易產生異味，是最理想的選擇。<strong>中層</strong>可以是刷毛或輕量羽絨背心，用來鎖住熱度。<strong>外殼</strong>擋風遮雨，要夠寬鬆，才能罩住裡面所有衣物。</p>
<p>出發時要覺得有點冷。如果在停車場就覺得剛好，爬坡十分鐘後一定會太熱。在流汗之前停下來脫一層，一到山頂就馬上穿回去。</p>
<p>今年秋天我們最常用的組合：<a href="shop:product/merino-crew-tee">美麗諾羊毛圓領 T 恤</a>、<a href="shop:product/recycled-fleece-half-zip">回收刷毛半開襟上衣</a>與<a href="shop:product/coastline-rain-jacket">海岸線防雨外套</a>。</p>`,
      "zh-HK": `<p>秋天是最啱行山的季節，但一日之內氣溫可以相差十五度。與其著一件厚褸，不如著三件薄身衣服，邊行邊加減。</p>
<h2>底層、中層及外殼</h2>
<p><strong>底層</strong>負責將汗水由皮膚帶走：美麗奴羊毛微濕時依然保暖，又唔易有異味，係最理想的選擇。<strong>中層</strong>可以係抓毛衫或輕身羽絨背心，用嚟鎖住熱力。<strong>外殼</strong>擋風擋雨，要夠闊落，先可以罩住入面所有衫。</p>
<p>出發時要覺得有少少凍。如果喺停車場已經覺得啱啱好，上斜十分鐘之後一定會太熱。未出汗之前停低除一件，一到山頂就即刻著返。</p>
<p>今年秋天我們最常用的配搭：<a href="shop:product/merino-crew-tee">美麗奴羊毛圓領 T 恤</a>、<a href="shop:product/recycled-fleece-half-zip">回收抓毛半拉鏈上衣</a>及<a href="shop:product/coastline-rain-jacket">海岸線防雨褸</a>。</p>`,
      de: `<p>Der Herbst ist die schönste Wanderzeit, doch die Temperaturen können an einem einzigen Tag um fünfzehn Grad schwanken. Statt einer dicken Jacke trägst du besser drei dünne Schichten, die du unterwegs an- und ausziehen kannst.</p>
<h2>Basis, Isolation und Wetterschutz</h2>
<p>Die <strong>Basisschicht</strong> leitet Schweiß von der Haut weg: Merino ist ideal, weil es auch feucht wärmt und nicht riecht. Die <strong>Zwischenschicht</strong>, ein Fleece oder eine leichte Daunenweste, speichert Wärme. Die <strong>Außenschicht</strong> hält Wind und Regen ab und sollte weit genug sein, um über alles andere zu passen.</p>
<p>Starte leicht fröstelnd. Wer sich am Parkplatz wohlfühlt, schwitzt nach zehn Minuten Aufstieg. Halte an, bevor du ins Schwitzen kommst, zieh eine Schicht aus – und am Gipfel sofort wieder an.</p>
<p>Unsere Lieblingskombination in diesem Herbst: das <a href="shop:product/merino-crew-tee">Merino-T-Shirt</a>, der <a href="shop:product/recycled-fleece-half-zip">Fleece-Troyer</a> und die <a href="shop:product/coastline-rain-jacket">Regenjacke Coastline</a>.</p>`,
      fr: `<p>L’automne est la plus belle saison pour randonner, mais la température peut varier de quinze degrés dans la même journée. Plutôt qu’une grosse veste, portez trois couches fines que vous ajoutez ou retirez en chemin.</p>
<h2>Première couche, couche intermédiaire, veste</h2>
<p>La <strong>première couche</strong> évacue la transpiration : le mérinos est idéal, car il reste chaud humide et ne retient pas les odeurs. La <strong>couche intermédiaire</strong>, polaire ou doudoune sans manches, garde la chaleur. La <strong>veste</strong> arrête le vent et la pluie et doit être assez ample pour passer par-dessus le reste.</p>
<p>Partez en ayant un peu froid. Si vous êtes bien au parking, vous aurez trop chaud après dix minutes de montée. Arrêtez-vous avant de transpirer pour enlever une couche, et remettez-la dès que vous atteignez le sommet.</p>
<p>Notre trio préféré cet automne : le <a href="shop:product/merino-crew-tee">t-shirt en mérinos</a>, la <a href="shop:product/recycled-fleece-half-zip">polaire demi-zip recyclée</a> et la <a href="shop:product/coastline-rain-jacket">veste de pluie Coastline</a>.</p>`,
      es: `<p>El otoño es la mejor época para caminar, pero la temperatura puede variar quince grados en un mismo día. En lugar de una chaqueta gruesa, lleva tres capas finas que puedas ponerte y quitarte sobre la marcha.</p>
<h2>Capa base, capa intermedia y capa exterior</h2>
<p>La <strong>capa base</strong> aleja el sudor de la piel: la merino es ideal porque abriga aunque esté húmeda y no coge olor. La <strong>capa intermedia</strong>, un forro polar o un chaleco de plumón ligero, retiene el calor. La <strong>capa exterior</strong> frena el viento y la lluvia y debe ser lo bastante holgada para ir encima de todo.</p>
<p>Sal con algo de frío. Si estás a gusto en el aparcamiento, a los diez minutos de subida tendrás calor. Para antes de sudar para quitarte una capa y vuelve a ponértela en cuanto llegues a la cima.</p>
<p>Nuestra combinación favorita este otoño: la <a href="shop:product/merino-crew-tee">camiseta de merino</a>, el <a href="shop:product/recycled-fleece-half-zip">forro polar reciclado</a> y la <a href="shop:product/coastline-rain-jacket">chaqueta Coastline</a>.</p>`,
      ja: `<p>秋はハイキングに最高の季節ですが、1日のうちに気温が15度も変わることがあります。厚手のジャケット1枚ではなく、歩きながら脱ぎ着できる薄手の3枚を重ねましょう。</p>
<h2>ベース、ミドル、シェル</h2>
<p><strong>ベースレイヤー</strong>は汗を肌から遠ざける役目。濡れても暖かく、においにくいメリノが理想です。<strong>ミドルレイヤー</strong>はフリースや軽量ダウンベストで熱を蓄えます。<strong>シェル</strong>は風雨を防ぐもので、すべての上に重ねられるゆとりのあるサイズを選びましょう。</p>
<p>出発時は少し肌寒いくらいがちょうどいい。駐車場で快適なら、登り始めて10分で暑くなります。汗をかく前に立ち止まって1枚脱ぎ、山頂に着いたらすぐに着直しましょう。</p>
<p>この秋の定番の組み合わせは、<a href="shop:product/merino-crew-tee">メリノ クルーネックTシャツ</a>、<a href="shop:product/recycled-fleece-half-zip">リサイクルフリース ハーフジップ</a>、そして<a href="shop:product/coastline-rain-jacket">コーストライン レインジャケット</a>です。</p>`,
    },
  },
];
