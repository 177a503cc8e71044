import { pageCreateSchema, pagePatchSchema, type AdminRecord, type PageInput } from "#contract/admin.ts";
import { parseI18n } from "../shared/i18n-text.ts";
import { columnsOf, createResourceApp, json, toFlag, type ResourceDef } from "./resource.ts";

export type AdminPage = AdminRecord<PageInput>;

export const pageResource: ResourceDef<PageInput, Partial<PageInput>, AdminPage> = {
  table: "page",
  createSchema: pageCreateSchema,
  patchSchema: pagePatchSchema,
  searchColumns: ["slug", "title"],
  unique: [{ field: "slug", column: "slug", message: "errors.slugTaken" }],
  references: () => [],
  toColumns: (input) =>
    columnsOf(input, {
      slug: "slug",
      title: "title",
      content: "content",
      i18n: ["i18n", json],
      hidden: ["hidden", toFlag],
    }),
  insertDefaults: () => ({ i18n: "{}" }),
  fromRow: (row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title),
    content: String(row.content),
    i18n: parseI18n(row.i18n as string),
    hidden: Boolean(Number(row.hidden)),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
};

export const createPagesApp = () => createResourceApp(pageResource);
