import { recomputeProductScore } from "../reviews/repository.ts";
import type { Db } from "./connection.ts";
import type { SeedCommunity, SeedData } from "./seed-data/types.ts";
import { stableHash } from "./stable-hash.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `count` ratings from 3 to 5 whose average is the target rounded to what `count` ratings can reach;
 * every third product trades two 4s for a 5 and a 3 (same average), so the rating filter has something to show.
 */
export function ratingsFor(target: number, count: number, seed: number): number[] {
  const total = Math.min(5 * count, Math.max(3 * count, Math.round(target * count)));
  const base = Math.floor(total / count);
  const ratings = Array.from({ length: count }, (_, i) => (i < total - base * count ? base + 1 : base));
  const fours = ratings.flatMap((r, i) => (r === 4 ? [i] : []));
  if (seed % 3 === 0 && fours.length >= 2) {
    ratings[fours[0]!] = 5;
    ratings[fours[1]!] = 3;
  }
  return ratings.sort((a, b) => b - a);
}

async function insertReviewers(db: Db, community: SeedCommunity, now: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const reviewer of community.reviewers) {
    const row = await db
      .insertInto("customer")
      .values({
        email: reviewer.email,
        mobile: null,
        // Not a hash of any password: demo reviewers cannot sign in.
        password_hash: "!",
        full_name: "",
        first_name: reviewer.firstName,
        last_name: reviewer.lastName,
        nick_name: reviewer.nickName,
        bio: "",
        avatar_id: null,
        birthday: null,
        lang: reviewer.lang,
        verified_at: now,
        email_verification_on_login: 0,
        last_login_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(reviewer.email, row.id);
  }
  return ids;
}

/**
 * Demo reviewers, 3–6 published reviews per visible product (each from a different reviewer, in the
 * reviewer's language where a text exists, with a few helpful votes from the others), the products'
 * scores computed from them, and published comments on the journal.
 */
export async function seedCommunity(db: Db, data: SeedData, nowMs: number): Promise<void> {
  const community = data.community;
  if (!community || !community.reviewers.length) return;
  const iso = (ms: number) => new Date(ms).toISOString();
  const reviewerIds = await insertReviewers(db, community, iso(nowMs));
  const reviewers = community.reviewers.map((r) => ({ ...r, id: reviewerIds.get(r.email)! }));

  const products = await db.selectFrom("product").select(["id", "slug"]).where("hidden", "=", 0).execute();
  const targets = new Map(data.products.map((p) => [p.slug, p.score]));
  for (const product of products) {
    const target = targets.get(product.slug);
    if (target === undefined) continue;
    const seed = stableHash(product.slug);
    const count = Math.min(reviewers.length, 3 + (seed % 4));
    const ratings = ratingsFor(target, count, seed);
    for (const [n, rating] of ratings.entries()) {
      const reviewer = reviewers[(seed + n) % reviewers.length]!;
      const texts = community.reviewTexts[rating as 3 | 4 | 5];
      const own = texts[reviewer.lang];
      const pool = own?.length ? own : texts.en;
      const text = pool[(seed >>> 4) % pool.length]!;
      const at = iso(nowMs - (((seed >>> (n + 2)) % 90) + n) * DAY_MS);
      const votes = reviewers.filter((r) => r.id !== reviewer.id).slice(0, (seed >>> (n + 5)) % 4);
      const row = await db
        .insertInto("review")
        .values({
          product_id: product.id,
          customer_id: reviewer.id,
          rating,
          title: text.title,
          body: text.body,
          lang: own?.length ? reviewer.lang : "en",
          status: "published",
          verified: 0,
          helpful_count: votes.length,
          created_at: at,
          updated_at: at,
          published_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (votes.length) {
        await db
          .insertInto("review_vote")
          .values(votes.map((voter) => ({ review_id: row.id, voter_key: `c:${voter.id}`, created_at: at })))
          .execute();
      }
    }
    await recomputeProductScore(db, product.id);
  }

  for (const [index, thread] of community.comments.entries()) {
    const article = await db.selectFrom("article").select("id").where("slug", "=", thread.article).executeTakeFirst();
    if (!article) continue;
    const at = (minutes: number) => iso(nowMs - (index + 1) * 3 * DAY_MS + minutes * 60_000);
    const values = (entry: SeedCommunity["comments"][number]["replies"][number], minutes: number) => ({
      article_id: article.id,
      customer_id: "reviewer" in entry.author ? (reviewerIds.get(entry.author.reviewer) ?? null) : null,
      author_name: "name" in entry.author ? entry.author.name : "",
      author_email: "",
      body: entry.body,
      lang: entry.lang,
      status: "published",
      created_at: at(minutes),
      updated_at: at(minutes),
      published_at: at(minutes),
    });
    const root = await db
      .insertInto("article_comment")
      .values({ ...values(thread, 0), parent_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [n, reply] of thread.replies.entries()) {
      await db.insertInto("article_comment").values({ ...values(reply, 90 * (n + 1)), parent_id: root.id }).execute();
    }
  }
}
