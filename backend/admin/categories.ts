import { categoryCreateSchema, categoryPatchSchema, type AdminRecord, type CategoryInput } from "#contract/admin.ts";
import type { Db } from "../db/connection.ts";
import { parseI18n } from "../shared/i18n-text.ts";
import {
  columnsOf,
  createResourceApp,
  json,
  numOrNull,
  toFlag,
  type FieldErrors,
  type ResourceDef,
} from "./resource.ts";

export type AdminCategory = AdminRecord<CategoryInput>;

/** A category may not become its own ancestor. */
async function parentCycle(db: Db, id: number, parentId: number): Promise<boolean> {
  const seen = new Set<number>();
  let current: number | null = parentId;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    const row = await db.selectFrom("category").select("parent_id").where("id", "=", current).executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return false;
}

export const categoryResource: ResourceDef<CategoryInput, Partial<CategoryInput>, AdminCategory> = {
  table: "category",
  createSchema: categoryCreateSchema,
  patchSchema: categoryPatchSchema,
  searchColumns: ["slug", "name"],
  unique: [{ field: "slug", column: "slug", message: "errors.slugTaken" }],
  references: (input) => [
    { field: "parentId", table: "category", ids: [input.parentId] },
    { field: "imageId", table: "image", ids: [input.imageId] },
  ],
  async validate(db, input, id): Promise<FieldErrors> {
    if (id === null || input.parentId == null) return {};
    return (await parentCycle(db, id, input.parentId)) ? { parentId: ["validation.cycle"] } : {};
  },
  toColumns: (input) =>
    columnsOf(input, {
      slug: "slug",
      name: "name",
      description: "description",
      i18n: ["i18n", json],
      parentId: "parent_id",
      imageId: "image_id",
      sort: "sort",
      hidden: ["hidden", toFlag],
    }),
  insertDefaults: () => ({ i18n: "{}" }),
  fromRow: (row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    description: String(row.description),
    i18n: parseI18n(row.i18n as string),
    parentId: numOrNull(row.parent_id),
    imageId: numOrNull(row.image_id),
    sort: Number(row.sort),
    hidden: Boolean(Number(row.hidden)),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
};

export const createCategoriesApp = () => createResourceApp(categoryResource);
