import type { SeedCommunity } from "./types.ts";

/**
 * Demo reviewers (accounts that cannot sign in), the texts their reviews are written from, and a few
 * comments on the journal. Each visible product gets 3–6 published reviews whose ratings average close
 * to its `score`, so the scores the demo shows are real averages.
 */
export const community: SeedCommunity = {
  reviewers: [
    { email: "mia.kowalski@example.com", firstName: "Mia", lastName: "Kowalski", nickName: "", lang: "en" },
    { email: "lukas.brandt@example.com", firstName: "Lukas", lastName: "Brandt", nickName: "", lang: "de" },
    { email: "camille.dubois@example.com", firstName: "Camille", lastName: "Dubois", nickName: "", lang: "fr" },
    { email: "sofia.ramirez@example.com", firstName: "Sofía", lastName: "Ramírez", nickName: "", lang: "es" },
    { email: "haruto.tanaka@example.com", firstName: "陽翔", lastName: "田中", nickName: "はると", lang: "ja" },
    { email: "wei.chen@example.com", firstName: "伟", lastName: "陈", nickName: "小陈", lang: "zh" },
    { email: "james.okafor@example.com", firstName: "James", lastName: "Okafor", nickName: "", lang: "en" },
    { email: "emma.svensson@example.com", firstName: "Emma", lastName: "Svensson", nickName: "", lang: "en" },
  ],
  reviewTexts: {
    5: {
      en: [
        { title: "Exactly what I hoped for", body: "Well made and it feels like it will last for years. Arrived quickly and well packed." },
        { title: "Worth every penny", body: "I was unsure about the price, but the quality is obvious the moment you hold it.\nAlready ordered a second one as a gift." },
        { title: "My new favourite", body: "I use it almost every day now. The details are thoughtful and the finish is lovely." },
      ],
      de: [
        { title: "Genau wie erhofft", body: "Sehr gut verarbeitet und fühlt sich langlebig an. Schnelle Lieferung, ordentlich verpackt." },
        { title: "Jeden Cent wert", body: "Die Qualität merkt man sofort. Ich habe gleich ein zweites als Geschenk bestellt." },
      ],
      fr: [{ title: "Parfait", body: "Finitions soignées et matière agréable. Livraison rapide, je recommande sans hésiter." }],
      es: [{ title: "Justo lo que buscaba", body: "Muy buena calidad y llegó antes de lo previsto. Lo uso a diario." }],
      ja: [{ title: "期待以上でした", body: "作りがしっかりしていて、長く使えそうです。梱包も丁寧で、届くのも早かったです。" }],
      zh: [{ title: "非常满意", body: "做工扎实，细节到位，用了一段时间依然像新的一样。物流也很快。" }],
    },
    4: {
      en: [
        { title: "Very good, one small niggle", body: "Great quality overall. The colour is a touch darker than in the photos, but I still like it." },
        { title: "Solid choice", body: "Does the job well and looks good. Took a few days longer to arrive than I expected." },
      ],
      de: [{ title: "Sehr gut, kleine Abzüge", body: "Insgesamt tolle Qualität. Die Farbe ist etwas dunkler als auf den Fotos." }],
      fr: [{ title: "Très bien", body: "Bonne qualité dans l’ensemble. La couleur est un peu plus foncée que sur les photos." }],
      es: [{ title: "Muy bueno", body: "Buena calidad en general, aunque el envío tardó un par de días más de lo esperado." }],
      ja: [{ title: "満足しています", body: "品質は良いです。写真より少し色が濃かったので星4つにしました。" }],
      zh: [{ title: "整体不错", body: "质量很好，只是颜色比图片稍深一点，总体还是很满意。" }],
    },
    3: {
      en: [{ title: "Good, not great", body: "It's fine for the price, but the stitching on one side was a little uneven." }],
      de: [{ title: "In Ordnung", body: "Für den Preis in Ordnung, aber eine Naht war nicht ganz sauber." }],
      fr: [{ title: "Correct", body: "Correct pour le prix, mais une couture n’était pas très régulière." }],
      es: [{ title: "Correcto", body: "Está bien por el precio, aunque una costura no estaba del todo recta." }],
      ja: [{ title: "普通です", body: "値段相応だと思います。縫い目が少し不揃いな箇所がありました。" }],
      zh: [{ title: "一般", body: "对得起这个价格，不过有一处缝线不太整齐。" }],
    },
  },
  comments: [
    {
      article: "weekend-hiking-packing-list",
      author: { name: "Priya" },
      lang: "en",
      body: "Great list! I'd add a small repair kit: a needle, some thread and a strip of tape have saved my trips more than once.",
      replies: [
        {
          author: { reviewer: "mia.kowalski@example.com" },
          lang: "en",
          body: "Good call. I keep mine in the lid pocket so I never forget it.",
        },
      ],
    },
    {
      article: "why-we-choose-merino",
      author: { name: "Jonas" },
      lang: "de",
      body: "Schöner Artikel! Wie wascht ihr eure Merino-Shirts am liebsten, von Hand oder in der Maschine?",
      replies: [],
    },
  ],
};
