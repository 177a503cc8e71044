import { sql } from "kysely";
import type { Paged } from "#contract/catalog.ts";
import {
  MODERATION_KINDS,
  type ArticleState,
  type ModerationCounts,
  type ModerationItem,
  type ModerationKind,
  type ModerationQuery,
} from "#contract/moderation.ts";
import type { Db } from "../db/connection.ts";
import { customersByIds, displayNameOf } from "./authors.ts";

type Entry = { kind: string; id: number; status: string; created_at: string; updated_at: string };

/** Everything in one state across kinds, as one union query (so paging works over all of it). */
function queueQuery(db: Db, kinds: readonly ModerationKind[], status: string) {
  const parts = kinds.map((kind) => {
    if (kind === "review") {
      return db
        .selectFrom("review")
        .select([sql<string>`'review'`.as("kind"), "id", "status", "created_at", "updated_at"])
        .where("status", "=", status);
    }
    if (kind === "comment") {
      return db
        .selectFrom("article_comment")
        .select([sql<string>`'comment'`.as("kind"), "id", "status", "created_at", "updated_at"])
        .where("status", "=", status);
    }
    return db
      .selectFrom("article")
      .select([sql<string>`'article'`.as("kind"), "id", "status", "created_at", "updated_at"])
      .where("customer_id", "is not", null)
      .where("status", "=", status);
  });
  return parts.slice(1).reduce((union, part) => union.unionAll(part), parts[0]!);
}

const excerpt = (text: string, max = 140) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** Turns queue entries into items, loading each kind's rows and their authors and targets in a few queries. */
async function toItems(db: Db, entries: Entry[]): Promise<ModerationItem[]> {
  const ids = (kind: ModerationKind) => entries.filter((e) => e.kind === kind).map((e) => Number(e.id));
  const none = [-1];
  const [reviews, comments, articles] = await Promise.all([
    db
      .selectFrom("review")
      .innerJoin("product", "product.id", "review.product_id")
      .select(["review.id", "review.customer_id", "review.title", "product.id as target_id", "product.slug", "product.name"])
      .where("review.id", "in", ids("review").length ? ids("review") : none)
      .execute(),
    db
      .selectFrom("article_comment")
      .innerJoin("article", "article.id", "article_comment.article_id")
      .select([
        "article_comment.id",
        "article_comment.customer_id",
        "article_comment.author_name",
        "article_comment.body",
        "article.id as target_id",
        "article.slug",
        "article.title",
      ])
      .where("article_comment.id", "in", ids("comment").length ? ids("comment") : none)
      .execute(),
    db
      .selectFrom("article")
      .select(["id", "customer_id", "title", "slug", "author"])
      .where("id", "in", ids("article").length ? ids("article") : none)
      .execute(),
  ]);
  const customers = await customersByIds(db, [
    ...reviews.map((r) => r.customer_id),
    ...comments.map((r) => r.customer_id),
    ...articles.map((r) => r.customer_id),
  ]);
  const nameOf = (customerId: number | null, fallback: string) => {
    const customer = customerId === null ? undefined : customers.get(customerId);
    return customer ? displayNameOf(customer) : fallback;
  };
  const byKey = new Map<string, Omit<ModerationItem, "kind" | "id" | "status" | "createdAt" | "updatedAt">>();
  for (const r of reviews) {
    byKey.set(`review:${r.id}`, {
      author: nameOf(r.customer_id, ""),
      excerpt: excerpt(r.title),
      target: { id: Number(r.target_id), slug: r.slug, name: r.name },
    });
  }
  for (const r of comments) {
    byKey.set(`comment:${r.id}`, {
      author: nameOf(r.customer_id, r.author_name),
      excerpt: excerpt(r.body),
      target: { id: Number(r.target_id), slug: r.slug, name: r.title },
    });
  }
  for (const r of articles) {
    byKey.set(`article:${r.id}`, {
      author: nameOf(r.customer_id, r.author),
      excerpt: excerpt(r.title),
      target: { id: r.id, slug: r.slug, name: r.title },
    });
  }
  return entries.flatMap((entry) => {
    const details = byKey.get(`${entry.kind}:${entry.id}`);
    if (!details) return [];
    return [
      {
        kind: entry.kind as ModerationKind,
        id: Number(entry.id),
        status: entry.status as ArticleState,
        createdAt: entry.created_at,
        updatedAt: entry.updated_at,
        ...details,
      },
    ];
  });
}

/** The moderation queue: pending items oldest first (other states newest first), every kind or one. */
export async function moderationQueue(db: Db, query: ModerationQuery): Promise<Paged<ModerationItem>> {
  const kinds = query.kind ? [query.kind] : MODERATION_KINDS;
  const union = queueQuery(db, kinds, query.status);
  const direction = query.status === "pending" ? "asc" : "desc";
  const [entries, count] = await Promise.all([
    db
      .selectFrom(union.as("queue"))
      .selectAll()
      .orderBy("updated_at", direction)
      .orderBy("kind")
      .orderBy("id", direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom(union.as("queue"))
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: await toItems(db, entries as Entry[]),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** How many items of each kind are in each state. */
export async function moderationCounts(db: Db): Promise<ModerationCounts> {
  const [reviews, comments, articles] = await Promise.all([
    db.selectFrom("review").select((eb) => ["status", eb.fn.countAll<number | string>().as("n")]).groupBy("status").execute(),
    db
      .selectFrom("article_comment")
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("article")
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
      .where("customer_id", "is not", null)
      .groupBy("status")
      .execute(),
  ]);
  const tally = (rows: Array<{ status: string; n: number | string }>) =>
    Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) as Partial<Record<ArticleState, number>>;
  return { review: tally(reviews), comment: tally(comments), article: tally(articles) };
}
