import { Hono, type Context } from "hono";
import type { z } from "zod";
import {
  MAX_TEMPLATE_HTML,
  paginationSchema,
  TEMPLATE_TYPES,
  templateQuerySchema,
  templateUpsertSchema,
  type AdminTemplate,
} from "#contract/admin.ts";
import { Code } from "#contract/codes.ts";
import type { AppEnv } from "../app.ts";
import type { Row } from "../db/database.ts";
import { ApiError, badRequest, fieldErrors, notFound, nowIso, readQuery, sendOk } from "../shared/http.ts";
import { listPage, recordId } from "./resource.ts";

/** Three HTML fragments of up to 200 000 characters each, as UTF-8 JSON with escapes. */
const MAX_TEMPLATE_BODY = 3 * MAX_TEMPLATE_HTML * 4 + 4096;

/**
 * Like `readJson`, with room for a template's three fragments (the shared reader stops at 256 KiB).
 */
async function readTemplate(c: Context): Promise<z.infer<typeof templateUpsertSchema>> {
  if (Number(c.req.header("content-length") ?? 0) > MAX_TEMPLATE_BODY) {
    throw new ApiError(413, Code.result, "errors.tooLarge");
  }
  const text = await c.req.text();
  if (text.length > MAX_TEMPLATE_BODY) throw new ApiError(413, Code.result, "errors.tooLarge");
  if (!(c.req.header("content-type") ?? "").includes("application/json")) throw badRequest("errors.contentType");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("errors.malformedJson");
  }
  const parsed = templateUpsertSchema.safeParse(body);
  if (!parsed.success) throw badRequest("errors.validation", { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

function toTemplate(row: Row<"page_template">): AdminTemplate {
  return {
    id: Number(row.id),
    type: row.type as AdminTemplate["type"],
    slug: row.slug,
    lang: row.lang as AdminTemplate["lang"],
    head: row.head,
    body: row.body,
    foot: row.foot,
    notLoadPage: Boolean(Number(row.not_load_page)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Page templates: the head/body/foot HTML of a page type, optionally per slug and language. */
export function createTemplatesApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, paginationSchema);
      const page = await listPage(
        c.get("deps").db,
        "page_template",
        query,
        ["type", "slug"],
        (row) => ({
          id: Number(row.id),
          type: row.type,
          slug: row.slug,
          lang: row.lang as AdminTemplate["lang"],
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        }),
        ["id", "type", "slug", "lang", "created_at", "updated_at"],
      );
      return sendOk(c, page);
    })
    .get("/:type", async (c) => {
      const type = c.req.param("type");
      if (!(TEMPLATE_TYPES as readonly string[]).includes(type)) throw notFound();
      const { slug, lang } = readQuery(c, templateQuerySchema);
      const row = await c
        .get("deps")
        .db.selectFrom("page_template")
        .selectAll()
        .where("type", "=", type)
        .where("slug", "=", slug)
        .where("lang", "=", lang)
        .executeTakeFirst();
      if (!row) throw notFound();
      return sendOk(c, toTemplate(row));
    })
    .put("/", async (c) => {
      const input = await readTemplate(c);
      const now = nowIso();
      const row = await c
        .get("deps")
        .db.insertInto("page_template")
        .values({ type: input.type, slug: input.slug, lang: input.lang, head: input.head, body: input.body, foot: input.foot, not_load_page: input.notLoadPage ? 1 : 0, created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc
            .columns(["type", "slug", "lang"])
            .doUpdateSet({ head: input.head, body: input.body, foot: input.foot, not_load_page: input.notLoadPage ? 1 : 0, updated_at: now }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return sendOk(c, toTemplate(row));
    })
    .delete("/:id", async (c) => {
      const id = recordId(c);
      const result = await c.get("deps").db.deleteFrom("page_template").where("id", "=", id).executeTakeFirst();
      if (!Number(result.numDeletedRows)) throw notFound();
      return sendOk(c, { id });
    });
}
