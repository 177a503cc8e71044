import { tagCreateSchema, tagPatchSchema, type AdminRecord, type TagInput } from "#contract/admin.ts";
import { parseI18n } from "../shared/i18n-text.ts";
import { columnsOf, createResourceApp, json, toFlag, type ResourceDef } from "./resource.ts";

export type AdminTag = AdminRecord<TagInput>;

export const tagResource: ResourceDef<TagInput, Partial<TagInput>, AdminTag> = {
  table: "tag",
  createSchema: tagCreateSchema,
  patchSchema: tagPatchSchema,
  searchColumns: ["slug", "name"],
  unique: [{ field: "slug", column: "slug", message: "errors.slugTaken" }],
  references: () => [],
  toColumns: (input) =>
    columnsOf(input, {
      slug: "slug",
      name: "name",
      description: "description",
      i18n: ["i18n", json],
      hidden: ["hidden", toFlag],
    }),
  insertDefaults: () => ({ i18n: "{}" }),
  fromRow: (row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    description: String(row.description),
    i18n: parseI18n(row.i18n as string),
    hidden: Boolean(Number(row.hidden)),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
};

export const createTagsApp = () => createResourceApp(tagResource);
