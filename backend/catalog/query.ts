import { DEFAULT_PAGE_SIZE } from "#contract/catalog-query.ts";

/** A listing's page and its offset, with the defaults of contract/catalog-query.ts. */
export function paging(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
