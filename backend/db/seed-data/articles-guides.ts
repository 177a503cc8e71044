import type { SeedData } from "./types.ts";

export const guideArticles: SeedData["articles"] = [
  {
    slug: "how-to-care-for-waxed-canvas",
    author: "Maren Holt",
    publishedAt: "2026-03-12T09:00:00.000Z",
    color: "#4f5132",
    title: { en: "How to Care for Waxed Canvas", zh: "如何保养打蜡帆布", "zh-TW": "如何保養上蠟帆布", "zh-HK": "點樣護理上蠟帆布", de: "So pflegst du gewachstes Canvas", fr: "Comment entretenir la toile cirée", es: "Cómo cuidar la lona encerada", ja: "オイルドキャンバスのお手入れ方法", id: "Cara Merawat Kanvas Berlapis Lilin", it: "Come prendersi cura della tela cerata", ko: "왁스 캔버스 관리하는 법", pt: "Como cuidar da lona encerada", th: "วิธีดูแลผ้าแคนวาสเคลือบแว็กซ์", fil: "Paano Alagaan ang Waxed Canvas", vi: "Cách chăm sóc vải canvas phủ sáp" },
    summary: {
      en: "Ten minutes a year keeps a waxed jacket or bag going for decades. Here is how we clean and re-wax ours.",
      zh: "每年花十分钟，就能让打蜡夹克或包袋用上几十年。这是我们自己清洁和重新上蜡的方法。",
      "zh-TW": "每年花十分鐘，就能讓上蠟外套或包包用上幾十年。以下是我們自己清潔與重新上蠟的方法。",
      "zh-HK": "每年花十分鐘，上蠟外套或袋就可以用上幾十年。以下係我們自己清潔同重新上蠟的方法。",
      de: "Zehn Minuten im Jahr, und eine gewachste Jacke oder Tasche hält Jahrzehnte. So reinigen und wachsen wir unsere.",
      fr: "Dix minutes par an suffisent pour qu’une veste ou un sac en toile cirée dure des décennies. Voici comment nous nettoyons et recirons les nôtres.",
      es: "Diez minutos al año bastan para que una chaqueta o bolsa encerada dure décadas. Así limpiamos y enceramos las nuestras.",
      ja: "年に10分のお手入れで、オイルドジャケットやバッグは何十年も使えます。私たちが実践している洗い方とリワックスの方法をご紹介します。",
      id: "Sepuluh menit setahun sudah cukup agar jaket atau tas berlapis lilin awet puluhan tahun. Begini cara kami membersihkan dan melapisi ulang milik kami.",
      it: "Dieci minuti all’anno bastano perché una giacca o una borsa cerata duri decenni. Ecco come puliamo e ceriamo di nuovo le nostre.",
      ko: "1년에 10분이면 왁스 재킷이나 가방을 수십 년 동안 쓸 수 있습니다. 저희가 직접 세척하고 왁스를 다시 입히는 방법을 소개합니다.",
      pt: "Dez minutos por ano fazem uma jaqueta ou bolsa encerada durar décadas. Veja como limpamos e enceramos de novo as nossas.",
      th: "ใช้เวลาแค่ปีละสิบนาที แจ็กเก็ตหรือกระเป๋าผ้าเคลือบแว็กซ์ก็อยู่กับคุณได้หลายสิบปี นี่คือวิธีที่เราทำความสะอาดและลงแว็กซ์ใหม่ให้ของเราเอง",
      fil: "Sampung minuto lang bawat taon, tatagal nang ilang dekada ang waxed na jacket o bag. Ganito namin nililinis at muling winawax-an ang sa amin.",
      vi: "Chỉ mười phút mỗi năm là áo khoác hay túi vải phủ sáp dùng được hàng chục năm. Đây là cách chúng tôi làm sạch và phủ sáp lại cho đồ của mình.",
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
      id: `<p>Katun berlapis lilin adalah salah satu kain tahan cuaca tertua yang ada, dan justru makin bagus seiring pemakaian. Lipatan berubah menjadi patina, dan goresan kecil bisa dihilangkan cukup dengan hangatnya telapak tangan.</p>
<h2>Bersihkan dengan lembut, jangan pernah dicuci</h2>
<p>Sikat lumpur yang sudah kering dengan sikat lembut, lalu seka permukaannya dengan kain dan air <strong>dingin</strong>. Jangan pernah memakai sabun, air panas, atau mesin cuci: semuanya mengikis lilin dan membuat kain belang-belang.</p>
<h2>Lapisi ulang dengan lilin setahun sekali</h2>
<p>Saat kain terlihat kering atau air tidak lagi membentuk butiran, hangatkan sekaleng lilin kain dalam air panas, oleskan merata dengan kain, lalu akhiri dengan pengering rambut agar lilin meresap rata. Gantung <a href="shop:product/waxed-canvas-field-jacket">field jacket</a> atau <a href="shop:product/waxed-canvas-tote">tas jinjing</a> Anda semalaman di ruangan hangat sebelum dipakai lagi.</p>`,
      it: `<p>Il cotone cerato è uno dei tessuti impermeabili più antichi che esistano, e con l’uso diventa solo più bello. Le pieghe si trasformano in patina e i piccoli segni si cancellano con il calore della mano.</p>
<h2>Pulire con delicatezza, mai lavare</h2>
<p>Togli il fango secco con una spazzola morbida e passa sulla superficie un panno con acqua <strong>fredda</strong>. Non usare mai sapone, acqua calda o la lavatrice: tolgono la cera e lasciano il tessuto a chiazze.</p>
<h2>Ripassare la cera una volta all’anno</h2>
<p>Quando il tessuto sembra secco o l’acqua non scivola più via in gocce, scalda una latta di cera per tessuti a bagnomaria, stendila con un panno e finisci con l’asciugacapelli perché penetri in modo uniforme. Lascia la <a href="shop:product/waxed-canvas-field-jacket">field jacket</a> o la <a href="shop:product/waxed-canvas-tote">tote</a> appesa per una notte in una stanza calda prima di usarla di nuovo.</p>`,
      ko: `<p>왁스 코튼은 가장 오래된 방수 원단 중 하나이며, 쓸수록 더 멋스러워집니다. 주름은 자연스러운 에이징이 되고, 작은 긁힘은 손의 온기로 문지르면 사라집니다.</p>
<h2>부드럽게 닦고, 절대 물세탁하지 마세요</h2>
<p>마른 진흙은 부드러운 솔로 털어 내고, <strong>찬</strong>물에 적신 천으로 표면을 닦아 주세요. 비누, 뜨거운 물, 세탁기는 절대 사용하지 마세요. 왁스가 벗겨져 원단이 얼룩덜룩해집니다.</p>
<h2>1년에 한 번 왁스를 다시 입히세요</h2>
<p>원단이 건조해 보이거나 물이 더 이상 방울져 굴러떨어지지 않으면, 원단용 왁스 한 캔을 뜨거운 물에 중탕해 데운 뒤 천으로 골고루 펴 바르고 헤어드라이어로 마무리해 고르게 스며들게 합니다. <a href="shop:product/waxed-canvas-field-jacket">필드 재킷</a>이나 <a href="shop:product/waxed-canvas-tote">토트백</a>은 따뜻한 방에 하룻밤 걸어 두었다가 다시 사용하세요.</p>`,
      pt: `<p>O algodão encerado é um dos tecidos impermeáveis mais antigos que existem, e só fica melhor com o uso. As dobras viram pátina, e pequenos arranhões saem esfregando com o calor da mão.</p>
<h2>Limpe com delicadeza, nunca lave</h2>
<p>Tire a lama seca com uma escova macia e passe na superfície um pano com água <strong>fria</strong>. Nunca use sabão, água quente ou máquina de lavar: eles removem a cera e deixam o tecido manchado.</p>
<h2>Encere de novo uma vez por ano</h2>
<p>Quando o tecido parecer ressecado ou a água parar de formar gotas, aqueça uma lata de cera para tecidos em banho-maria, espalhe com um pano e finalize com o secador de cabelo para que ela penetre por igual. Deixe a sua <a href="shop:product/waxed-canvas-field-jacket">field jacket</a> ou <a href="shop:product/waxed-canvas-tote">bolsa tote</a> pendurada durante a noite em um cômodo aquecido antes de usar de novo.</p>`,
      th: `<p>ผ้าฝ้ายเคลือบแว็กซ์เป็นหนึ่งในผ้ากันลมกันฝนที่เก่าแก่ที่สุด และยิ่งใช้ก็ยิ่งสวย รอยยับจะกลายเป็นร่องรอยการใช้งานที่มีเสน่ห์ ส่วนรอยขีดข่วนเล็ก ๆ ก็ถูออกได้ด้วยความอุ่นจากฝ่ามือ</p>
<h2>ทำความสะอาดเบา ๆ ห้ามซัก</h2>
<p>ปัดโคลนที่แห้งแล้วออกด้วยแปรงขนนุ่ม แล้วเช็ดพื้นผิวด้วยผ้าชุบน้ำ<strong>เย็น</strong> ห้ามใช้สบู่ น้ำร้อน หรือเครื่องซักผ้าเด็ดขาด เพราะจะชะแว็กซ์ออกและทำให้ผ้าด่างเป็นดวง</p>
<h2>ลงแว็กซ์ใหม่ปีละครั้ง</h2>
<p>เมื่อผ้าดูแห้งหรือน้ำไม่เกาะเป็นหยดแล้ว ให้อุ่นแว็กซ์สำหรับผ้าทั้งกระป๋องในน้ำร้อน ใช้ผ้าถูให้ทั่ว แล้วเป่าด้วยไดร์เป่าผมเพื่อให้แว็กซ์ซึมเข้าเนื้อผ้าอย่างสม่ำเสมอ จากนั้นแขวน<a href="shop:product/waxed-canvas-field-jacket">ฟิลด์แจ็กเก็ต</a>หรือ<a href="shop:product/waxed-canvas-tote">กระเป๋าโท้ท</a>ไว้ในห้องอุ่น ๆ หนึ่งคืนก่อนนำกลับมาใช้</p>`,
      fil: `<p>Ang waxed cotton ay isa sa pinakamatatandang telang panlaban sa panahon, at lalo lang itong gumaganda habang ginagamit. Nagiging patina ang mga gusot, at ang maliliit na gasgas ay natatanggal sa init lang ng iyong palad.</p>
<h2>Linisin nang marahan, huwag labhan</h2>
<p>Tanggalin ang tuyong putik gamit ang malambot na brush at punasan ang ibabaw ng basahang binasa sa <strong>malamig</strong> na tubig. Huwag kailanman gumamit ng sabon, mainit na tubig o washing machine: natatanggal nito ang wax at nagiging batik-batik ang tela.</p>
<h2>Mag-wax muli minsan sa isang taon</h2>
<p>Kapag mukhang tuyo na ang tela o hindi na bumubuo ng butil ang tubig, painitin ang isang lata ng fabric wax sa mainit na tubig, ipahid ito gamit ang basahan at tapusin gamit ang hairdryer para pantay itong kumapit. Isabit ang iyong <a href="shop:product/waxed-canvas-field-jacket">field jacket</a> o <a href="shop:product/waxed-canvas-tote">tote</a> magdamag sa mainit na kuwarto bago muling gamitin.</p>`,
      vi: `<p>Vải cotton phủ sáp là một trong những loại vải chống thời tiết lâu đời nhất, và càng dùng càng đẹp. Nếp gấp dần thành lớp patina, còn những vết xước nhỏ có thể xoa đi bằng hơi ấm của bàn tay.</p>
<h2>Làm sạch nhẹ nhàng, tuyệt đối không giặt</h2>
<p>Chải bùn khô bằng bàn chải mềm rồi lau bề mặt bằng khăn với nước <strong>lạnh</strong>. Đừng bao giờ dùng xà phòng, nước nóng hay máy giặt: chúng làm trôi lớp sáp và khiến vải loang lổ.</p>
<h2>Phủ sáp lại mỗi năm một lần</h2>
<p>Khi vải trông khô hoặc nước không còn đọng thành giọt, hãy làm ấm một hộp sáp vải trong nước nóng, dùng khăn thoa đều rồi sấy bằng máy sấy tóc để sáp thấm đều. Treo <a href="shop:product/waxed-canvas-field-jacket">áo khoác field jacket</a> hoặc <a href="shop:product/waxed-canvas-tote">túi tote</a> qua đêm trong phòng ấm trước khi dùng lại.</p>`,
    },
  },
  {
    slug: "weekend-hiking-packing-list",
    author: "Jonas Weber",
    publishedAt: "2026-05-04T08:30:00.000Z",
    color: "#2f5d46",
    title: { en: "Our Weekend Hiking Packing List", zh: "我们的周末徒步打包清单", "zh-TW": "我們的週末健行打包清單", "zh-HK": "我們的週末行山執包清單", de: "Unsere Packliste fürs Wanderwochenende", fr: "Notre liste pour un week-end de randonnée", es: "Nuestra lista de equipaje para un fin de semana de senderismo", ja: "週末ハイキングの持ち物リスト", id: "Daftar Bawaan Kami untuk Mendaki di Akhir Pekan", it: "La nostra lista per lo zaino del weekend in montagna", ko: "저희 팀의 주말 하이킹 짐 목록", pt: "Nossa lista do que levar para a trilha de fim de semana", th: "ลิสต์ของที่เราแพ็กไปเดินป่าช่วงสุดสัปดาห์", fil: "Ang Aming Listahan ng Dadalhin sa Weekend Hike", vi: "Danh sách đồ mang theo cho chuyến leo núi cuối tuần của chúng tôi" },
    summary: {
      en: "Two days, one pack, no overthinking. The list our team actually uses for hut-to-hut weekends.",
      zh: "两天、一只背包、不纠结。这是我们团队在山屋间徒步的周末真正使用的清单。",
      "zh-TW": "兩天、一個背包、不想太多。這是我們團隊在山屋間健行的週末真正在用的清單。",
      "zh-HK": "兩日、一個背囊、唔使諗太多。這是我們團隊喺山屋之間行山的週末真正用緊的清單。",
      de: "Zwei Tage, ein Rucksack, kein Grübeln. Die Liste, die unser Team für Hüttenwochenenden wirklich nutzt.",
      fr: "Deux jours, un sac, sans se prendre la tête. La liste que notre équipe utilise vraiment pour ses week-ends de refuge en refuge.",
      es: "Dos días, una mochila y nada de darle vueltas. La lista que nuestro equipo usa de verdad para sus fines de semana de refugio en refugio.",
      ja: "2日間、ザックひとつ、迷わない。山小屋泊の週末に、私たちのチームが実際に使っているリストです。",
      id: "Dua hari, satu ransel, tanpa banyak pikir. Daftar yang benar-benar dipakai tim kami untuk akhir pekan dari pondok ke pondok.",
      it: "Due giorni, uno zaino, senza pensarci troppo. La lista che il nostro team usa davvero per i weekend da rifugio a rifugio.",
      ko: "이틀, 배낭 하나, 고민은 필요 없습니다. 산장에서 산장으로 이어지는 주말 산행에 저희 팀이 실제로 쓰는 목록입니다.",
      pt: "Dois dias, uma mochila e nada de complicar. A lista que nossa equipe usa de verdade nos fins de semana de refúgio em refúgio.",
      th: "สองวัน เป้ใบเดียว ไม่ต้องคิดมาก ลิสต์ที่ทีมเราใช้จริงในทริปเดินเขาพักกระท่อมช่วงสุดสัปดาห์",
      fil: "Dalawang araw, isang bag, walang overthinking. Ang listahang talagang ginagamit ng aming team sa mga weekend na lakad mula kubo hanggang kubo.",
      vi: "Hai ngày, một ba lô, không cần nghĩ nhiều. Danh sách mà đội chúng tôi thực sự dùng cho những cuối tuần đi bộ từ nhà nghỉ núi này sang nhà nghỉ núi khác.",
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
      id: `<p>Rahasia akhir pekan yang santai di pegunungan adalah membawa lebih sedikit, bukan lebih banyak. Semua barang di bawah ini muat dalam ransel 20–28 liter dan beratnya kurang dari enam kilo sebelum makanan dan air.</p>
<h2>Isi ransel</h2>
<ul><li>Jaket luar tahan air seperti <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a></li><li>Lapisan tengah yang hangat dan satu kaus merino untuk setiap hari</li><li>Topi, sarung tangan tipis, dan sepasang kaus kaki cadangan</li><li>Senter kepala, peta, kotak P3K kecil, dan botol 750 ml</li></ul>
<p>Kami membawa semuanya di <a href="shop:product/everyday-daypack-20l">Everyday Daypack</a> atau, jika diperkirakan hujan, di ransel roll-top. Letakkan barang berat dekat punggung dan barang yang Anda perlukan sepanjang hari di kantong atas.</p>
<p><em>Tinggalkan di rumah:</em> celana kedua, fleece “untuk jaga-jaga”, dan apa pun yang tidak Anda pakai dalam tiga perjalanan terakhir.</p>`,
      it: `<p>Il segreto per un weekend rilassato in montagna è portare meno, non di più. Tutto quello che trovi qui sotto sta in uno zaino da 20–28 litri e pesa meno di sei chili, cibo e acqua esclusi.</p>
<h2>Cosa mettere nello zaino</h2>
<ul><li>Un guscio impermeabile come la <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a></li><li>Uno strato intermedio caldo e una t-shirt in merino per ogni giorno</li><li>Berretto, guanti sottili e un paio di calze di ricambio</li><li>Frontale, cartina, un piccolo kit di pronto soccorso e una borraccia da 750 ml</li></ul>
<p>Mettiamo tutto nell’<a href="shop:product/everyday-daypack-20l">Everyday Daypack</a> oppure, se è prevista pioggia, nello zaino roll-top. Tieni gli oggetti pesanti vicino alla schiena e quelli che ti servono durante il giorno nella tasca superiore.</p>
<p><em>Da lasciare a casa:</em> il secondo paio di pantaloni, il pile “non si sa mai” e tutto ciò che non hai usato nelle ultime tre uscite.</p>`,
      ko: `<p>산에서 여유로운 주말을 보내는 비결은 더 많이가 아니라 더 적게 챙기는 것입니다. 아래 물건은 모두 20–28리터 배낭에 들어가며, 음식과 물을 빼면 6kg이 채 되지 않습니다.</p>
<h2>배낭에 넣을 것</h2>
<ul><li><a href="shop:product/coastline-rain-jacket">Coastline 레인 재킷</a> 같은 방수 셸</li><li>따뜻한 미드 레이어, 그리고 하루에 한 장씩 메리노 티셔츠</li><li>모자, 얇은 장갑, 여분의 양말 한 켤레</li><li>헤드램프, 지도, 작은 구급상자, 750ml 보틀</li></ul>
<p>저희는 모든 짐을 <a href="shop:product/everyday-daypack-20l">Everyday 데이팩</a>에, 비 예보가 있으면 롤탑 배낭에 넣습니다. 무거운 물건은 등 가까이에, 낮 동안 꺼내 쓸 물건은 상단 포켓에 넣으세요.</p>
<p><em>집에 두고 갈 것:</em> 두 번째 바지, ‘혹시 몰라’ 챙기는 플리스, 그리고 지난 세 번의 산행에서 한 번도 쓰지 않은 모든 것.</p>`,
      pt: `<p>O segredo de um fim de semana tranquilo nas montanhas é levar menos, não mais. Tudo o que está abaixo cabe em uma mochila de 20–28 litros e pesa menos de seis quilos, sem contar comida e água.</p>
<h2>O que vai na mochila</h2>
<ul><li>Uma jaqueta impermeável como a <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a></li><li>Uma camada intermediária quente e uma camiseta de merino para cada dia</li><li>Gorro, luvas finas e um par de meias extra</li><li>Lanterna de cabeça, mapa, um kit de primeiros socorros pequeno e uma garrafa de 750 ml</li></ul>
<p>Levamos tudo na <a href="shop:product/everyday-daypack-20l">Everyday Daypack</a> ou, quando a previsão é de chuva, na mochila roll-top. Coloque os itens pesados perto das costas e o que você vai usar durante o dia no bolso de cima.</p>
<p><em>Deixe em casa:</em> a segunda calça, o fleece “vai que precisa” e tudo o que você não usou nas suas últimas três trilhas.</p>`,
      th: `<p>เคล็ดลับของสุดสัปดาห์สบาย ๆ บนภูเขาคือพกให้น้อยลง ไม่ใช่มากขึ้น ของทั้งหมดด้านล่างใส่ได้ในเป้ขนาด 20–28 ลิตร และหนักไม่ถึงหกกิโลกรัมเมื่อยังไม่รวมอาหารและน้ำ</p>
<h2>ของที่ใส่ในเป้</h2>
<ul><li>แจ็กเก็ตกันน้ำชั้นนอก เช่น <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a></li><li>เลเยอร์กลางที่ให้ความอบอุ่น และเสื้อยืดเมอริโนวันละตัว</li><li>หมวก ถุงมือบาง และถุงเท้าสำรองหนึ่งคู่</li><li>ไฟฉายคาดหัว แผนที่ ชุดปฐมพยาบาลขนาดเล็ก และขวดน้ำ 750 ml</li></ul>
<p>เราใส่ทุกอย่างไว้ใน <a href="shop:product/everyday-daypack-20l">Everyday Daypack</a> หรือถ้าพยากรณ์ว่าฝนจะตก ก็ใช้เป้แบบโรลท็อป วางของหนักไว้ชิดหลัง และของที่ต้องหยิบใช้ระหว่างวันไว้ในช่องด้านบน</p>
<p><em>ทิ้งไว้ที่บ้าน:</em> กางเกงตัวที่สอง ฟลีซที่พกไว้ “เผื่อ” และทุกอย่างที่คุณไม่ได้ใช้เลยในสามทริปล่าสุด</p>`,
      fil: `<p>Ang sikreto sa isang relaks na weekend sa bundok ay magdala nang mas kaunti, hindi mas marami. Kasya ang lahat ng nasa ibaba sa isang 20–28 litrong bag at wala pang anim na kilo bago ang pagkain at tubig.</p>
<h2>Ano ang laman ng bag</h2>
<ul><li>Isang waterproof na shell gaya ng <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a></li><li>Isang mainit na mid-layer at isang merino tee para sa bawat araw</li><li>Sumbrero, manipis na guwantes at isang reserbang pares ng medyas</li><li>Headlamp, mapa, maliit na first-aid kit at isang 750 ml na bote</li></ul>
<p>Dinadala namin ang lahat sa <a href="shop:product/everyday-daypack-20l">Everyday Daypack</a> o, kapag may tayang ulan, sa roll-top. Ilagay ang mabibigat na gamit malapit sa likod at ang mga kailangan mo sa maghapon sa bulsa sa itaas.</p>
<p><em>Iwan sa bahay:</em> ang pangalawang pantalon, ang fleece na “baka sakaling kailanganin” at anumang hindi mo nagamit sa huling tatlo mong lakad.</p>`,
      vi: `<p>Bí quyết cho một cuối tuần thư thả trên núi là mang ít hơn chứ không phải nhiều hơn. Mọi thứ dưới đây vừa một ba lô 20–28 lít và nặng chưa tới sáu ký khi chưa tính đồ ăn và nước uống.</p>
<h2>Trong ba lô có gì</h2>
<ul><li>Một áo khoác ngoài chống nước như <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a></li><li>Một lớp giữa giữ ấm và mỗi ngày một áo thun merino</li><li>Mũ, găng tay mỏng và một đôi tất dự phòng</li><li>Đèn pin đội đầu, bản đồ, bộ sơ cứu nhỏ và một bình nước 750 ml</li></ul>
<p>Chúng tôi đựng tất cả trong <a href="shop:product/everyday-daypack-20l">Everyday Daypack</a>, hoặc ba lô cuộn miệng khi dự báo có mưa. Đặt đồ nặng sát lưng và những thứ cần dùng trong ngày ở ngăn trên cùng.</p>
<p><em>Để lại ở nhà:</em> chiếc quần thứ hai, chiếc áo fleece mang “phòng khi cần” và bất cứ thứ gì bạn không dùng đến trong ba chuyến gần nhất.</p>`,
    },
  },
  {
    slug: "layering-for-autumn-hikes",
    author: "Maren Holt",
    publishedAt: "2026-10-09T07:00:00.000Z",
    color: "#a4502f",
    title: { en: "The Three-Layer Rule for Autumn Hikes", zh: "秋季徒步的三层穿衣法", "zh-TW": "秋季健行的三層穿搭法則", "zh-HK": "秋季行山三層穿衣法", de: "Die Drei-Schichten-Regel für Herbstwanderungen", fr: "La règle des trois couches pour randonner en automne", es: "La regla de las tres capas para el senderismo de otoño", ja: "秋のハイキングに「3レイヤー」の基本", id: "Aturan Tiga Lapis untuk Mendaki di Musim Gugur", it: "La regola dei tre strati per le escursioni d’autunno", ko: "가을 산행을 위한 3레이어 법칙", pt: "A regra das três camadas para trilhas de outono", th: "กฎสามเลเยอร์สำหรับเดินป่าหน้าใบไม้ร่วง", fil: "Ang Three-Layer Rule para sa mga Hike sa Taglagas", vi: "Quy tắc ba lớp cho những chuyến leo núi mùa thu" },
    summary: {
      en: "Cold at the car park, hot on the climb, windy at the top: how to dress for all three without carrying a wardrobe.",
      zh: "停车场冷、爬坡热、山顶风大：不用背一整个衣柜，也能从容应对。",
      "zh-TW": "停車場冷、爬坡熱、山頂風大：不必背一整個衣櫃，也能從容應對。",
      "zh-HK": "停車場凍、上斜熱、山頂大風：唔使孭成個衣櫃，都可以應付自如。",
      de: "Kalt am Parkplatz, heiß im Aufstieg, windig am Gipfel: So ziehst du dich für alles an, ohne den Kleiderschrank mitzuschleppen.",
      fr: "Froid au parking, chaud dans la montée, venté au sommet : comment s’habiller pour tout cela sans emporter sa garde-robe.",
      es: "Frío en el aparcamiento, calor en la subida y viento en la cima: cómo vestirse para todo sin cargar con el armario.",
      ja: "駐車場では寒く、登りでは暑く、山頂では風が強い。クローゼットごと持ち歩かずに対応する着こなし術。",
      id: "Dingin di parkiran, gerah saat menanjak, berangin di puncak: cara berpakaian untuk ketiganya tanpa membawa satu lemari.",
      it: "Freddo al parcheggio, caldo in salita, vento in vetta: come vestirsi per tutti e tre senza portarsi dietro l’armadio.",
      ko: "주차장에선 춥고, 오르막에선 덥고, 정상에선 바람이 붑니다. 옷장째 들고 가지 않고도 세 가지 상황에 모두 대비하는 법.",
      pt: "Frio no estacionamento, calor na subida, vento no topo: como se vestir para os três sem carregar o guarda-roupa inteiro.",
      th: "หนาวตอนอยู่ที่ลานจอดรถ ร้อนตอนเดินขึ้นเขา ลมแรงบนยอด: วิธีแต่งตัวให้พร้อมทั้งสามแบบโดยไม่ต้องขนทั้งตู้เสื้อผ้าไปด้วย",
      fil: "Malamig sa parking, mainit sa pag-akyat, mahangin sa tuktok: paano magbihis para sa tatlo nang hindi dala ang buong aparador.",
      vi: "Lạnh ở bãi đỗ xe, nóng khi leo dốc, gió lộng trên đỉnh: cách ăn mặc cho cả ba mà không phải mang theo cả tủ quần áo.",
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
      id: `<p>Musim gugur adalah musim terbaik untuk mendaki, tetapi suhu bisa berubah hingga lima belas derajat dalam sehari. Alih-alih satu jaket tebal, kenakan tiga lapisan tipis yang bisa Anda tambah atau lepas sepanjang perjalanan.</p>
<h2>Lapisan dasar, tengah, dan luar</h2>
<p><strong>Lapisan dasar</strong> menjauhkan keringat dari kulit: merino ideal karena tetap hangat saat lembap dan tidak bau. <strong>Lapisan tengah</strong>, berupa fleece atau rompi bulu angsa tipis, menahan kehangatan. <strong>Lapisan luar</strong> menahan angin dan hujan, dan harus cukup longgar untuk dipakai di atas semuanya.</p>
<p>Mulailah dalam keadaan agak dingin. Jika Anda sudah nyaman di parkiran, sepuluh menit setelah mulai menanjak Anda akan kepanasan. Berhentilah sebelum berkeringat untuk melepas satu lapisan, dan pakai kembali begitu sampai di puncak.</p>
<p>Kombinasi andalan kami musim gugur ini: <a href="shop:product/merino-crew-tee">Merino Crew Tee</a>, <a href="shop:product/recycled-fleece-half-zip">Recycled Fleece Half-Zip</a>, dan <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a>.</p>`,
      it: `<p>L’autunno è la stagione migliore per camminare, ma in un solo giorno la temperatura può cambiare di quindici gradi. Invece di una giacca pesante, indossa tre strati sottili da aggiungere o togliere strada facendo.</p>
<h2>Base, intermedio e guscio</h2>
<p>Lo <strong>strato base</strong> allontana il sudore dalla pelle: la merino è ideale perché scalda anche quando è umida e non prende odori. Lo <strong>strato intermedio</strong>, un pile o un gilet leggero in piuma, trattiene il calore. Il <strong>guscio</strong> ferma vento e pioggia e deve essere abbastanza ampio da stare sopra a tutto il resto.</p>
<p>Parti con un po’ di freddo. Se al parcheggio stai bene, dopo dieci minuti di salita avrai troppo caldo. Fermati prima di sudare per togliere uno strato e rimettilo appena arrivi in cima.</p>
<p>La nostra combinazione preferita di questo autunno: la <a href="shop:product/merino-crew-tee">Merino Crew Tee</a>, il <a href="shop:product/recycled-fleece-half-zip">Recycled Fleece Half-Zip</a> e la <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a>.</p>`,
      ko: `<p>가을은 하이킹하기 가장 좋은 계절이지만, 하루에도 기온이 15도나 오르내릴 수 있습니다. 두꺼운 재킷 한 벌 대신, 걸으면서 입고 벗을 수 있는 얇은 옷 세 겹을 입으세요.</p>
<h2>베이스, 미드, 셸</h2>
<p><strong>베이스 레이어</strong>는 땀을 피부에서 밀어냅니다. 메리노는 젖어도 따뜻하고 냄새가 나지 않아 이상적입니다. 플리스나 가벼운 다운 베스트 같은 <strong>미드 레이어</strong>는 온기를 가둡니다. <strong>셸</strong>은 바람과 비를 막아 주며, 다른 옷 위에 모두 걸칠 수 있을 만큼 넉넉해야 합니다.</p>
<p>조금 춥게 출발하세요. 주차장에서 편안하다면 오르막을 10분만 올라도 더워집니다. 땀이 나기 전에 멈춰 한 겹을 벗고, 정상에 도착하면 바로 다시 입으세요.</p>
<p>올가을 저희가 즐겨 입는 조합: <a href="shop:product/merino-crew-tee">메리노 크루 티셔츠</a>, <a href="shop:product/recycled-fleece-half-zip">리사이클 플리스 하프집</a>, 그리고 <a href="shop:product/coastline-rain-jacket">Coastline 레인 재킷</a>.</p>`,
      pt: `<p>O outono é a melhor estação para fazer trilha, mas a temperatura pode variar quinze graus em um único dia. Em vez de uma jaqueta grossa, use três camadas finas que você pode colocar ou tirar pelo caminho.</p>
<h2>Base, intermediária e externa</h2>
<p>A <strong>camada base</strong> afasta o suor da pele: o merino é ideal porque continua aquecendo mesmo úmido e não pega cheiro. A <strong>camada intermediária</strong>, um fleece ou um colete leve de pluma, retém o calor. A <strong>camada externa</strong> bloqueia vento e chuva e deve ser folgada o bastante para vestir por cima de todo o resto.</p>
<p>Comece sentindo um pouco de frio. Se você está confortável no estacionamento, vai sentir calor dez minutos depois de começar a subida. Pare antes de suar para tirar uma camada e vista de novo assim que chegar ao topo.</p>
<p>Nossa combinação preferida neste outono: a <a href="shop:product/merino-crew-tee">Merino Crew Tee</a>, o <a href="shop:product/recycled-fleece-half-zip">Recycled Fleece Half-Zip</a> e a <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a>.</p>`,
      th: `<p>หน้าใบไม้ร่วงเป็นฤดูเดินป่าที่ดีที่สุด แต่อุณหภูมิอาจขึ้นลงได้ถึงสิบห้าองศาในวันเดียว แทนที่จะใส่แจ็กเก็ตหนาตัวเดียว ให้ใส่เสื้อบางสามชั้นที่เพิ่มหรือถอดออกได้ระหว่างทาง</p>
<h2>ชั้นใน ชั้นกลาง และชั้นนอก</h2>
<p><strong>เลเยอร์ชั้นใน</strong>ช่วยระบายเหงื่อออกจากผิว เมอริโนเหมาะที่สุดเพราะยังอุ่นแม้จะชื้นและไม่มีกลิ่นอับ <strong>เลเยอร์ชั้นกลาง</strong> เช่น ฟลีซหรือเสื้อกั๊กขนเป็ดบาง ๆ ช่วยเก็บความอบอุ่น ส่วน<strong>ชั้นนอก</strong>กันลมและฝน และควรหลวมพอจะสวมทับทุกอย่างได้</p>
<p>เริ่มต้นแบบรู้สึกหนาวนิด ๆ ถ้าคุณรู้สึกสบายตอนอยู่ที่ลานจอดรถ พอเดินขึ้นเขาไปสิบนาทีคุณจะร้อนเกินไป หยุดถอดเสื้อออกหนึ่งชั้นก่อนเหงื่อออก แล้วใส่กลับทันทีที่ถึงยอด</p>
<p>ชุดที่เราใส่ประจำในหน้าใบไม้ร่วงนี้: <a href="shop:product/merino-crew-tee">Merino Crew Tee</a> <a href="shop:product/recycled-fleece-half-zip">Recycled Fleece Half-Zip</a> และ <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a></p>`,
      fil: `<p>Ang taglagas ang pinakamagandang panahon para mag-hike, pero puwedeng magbago nang labinlimang digri ang temperatura sa loob ng isang araw. Sa halip na isang makapal na jacket, magsuot ng tatlong manipis na patong na puwede mong idagdag o hubarin habang naglalakad.</p>
<h2>Base, mid at shell</h2>
<p>Inilalayo ng <strong>base layer</strong> ang pawis sa balat: mainam ang merino dahil mainit pa rin ito kahit mamasa-masa at hindi nangangamoy. Ang <strong>mid layer</strong>, isang fleece o magaang down vest, ang nag-iipon ng init. Hinaharangan ng <strong>shell</strong> ang hangin at ulan, at dapat ay maluwag ito para maisuot sa ibabaw ng lahat.</p>
<p>Magsimulang medyo giniginaw. Kung komportable ka na sa parking, maiinitan ka na pagkalipas ng sampung minutong pag-akyat. Huminto bago ka pagpawisan para maghubad ng isang patong, at isuot itong muli pagdating mo sa tuktok.</p>
<p>Ang paborito naming kombinasyon ngayong taglagas: ang <a href="shop:product/merino-crew-tee">Merino Crew Tee</a>, ang <a href="shop:product/recycled-fleece-half-zip">Recycled Fleece Half-Zip</a> at ang <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a>.</p>`,
      vi: `<p>Mùa thu là mùa leo núi đẹp nhất, nhưng nhiệt độ có thể chênh nhau mười lăm độ chỉ trong một ngày. Thay vì một chiếc áo khoác dày, hãy mặc ba lớp mỏng để thêm hoặc bớt dọc đường.</p>
<h2>Lớp trong, lớp giữa và lớp ngoài</h2>
<p><strong>Lớp trong</strong> đẩy mồ hôi ra khỏi da: merino là lựa chọn lý tưởng vì vẫn ấm khi ẩm và không bị ám mùi. <strong>Lớp giữa</strong>, một áo fleece hoặc áo gi-lê lông vũ mỏng, giữ hơi ấm. <strong>Lớp ngoài</strong> chắn gió và mưa, và cần đủ rộng để mặc chồng lên mọi thứ bên trong.</p>
<p>Hãy xuất phát khi còn hơi lạnh. Nếu bạn thấy dễ chịu ở bãi đỗ xe, bạn sẽ thấy quá nóng chỉ sau mười phút leo dốc. Dừng lại cởi bớt một lớp trước khi đổ mồ hôi, và mặc lại ngay khi lên tới đỉnh.</p>
<p>Bộ ba chúng tôi tin dùng mùa thu này: <a href="shop:product/merino-crew-tee">Merino Crew Tee</a>, <a href="shop:product/recycled-fleece-half-zip">Recycled Fleece Half-Zip</a> và <a href="shop:product/coastline-rain-jacket">Coastline Rain Jacket</a>.</p>`,
    },
  },
];
