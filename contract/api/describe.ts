import { z } from "zod";

/**
 * How the contract describes its HTTP API (issue 14): one `ApiRoute` per route, beside the schemas it
 * names, from which `openapi.ts` writes the OpenAPI 3.1 document the backend serves at
 * `/api/openapi.json`. `backend/openapi.test.ts` checks that the backend answers every route as
 * described and that it has no route this list lacks.
 */

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call a route, and how they say who they are:
 * - `public`: anyone; the route does not look at who asks;
 * - `visitor`: anyone; a customer's `x-auth` or a guest's `x-visitor-id` is used when sent;
 * - `shopper`: a customer (`x-auth`) or a guest (`x-visitor-id`); neither answers 400 `errors.visitor`;
 * - `customer`: a signed-in customer (`x-auth`); without a live session 401 with code 50;
 * - `admin`: the admin token (`x-admin-token` or `Authorization: Bearer`); 401 without it, 403 when wrong
 *   or when the shop has no admin token.
 */
export type Access = "public" | "visitor" | "shopper" | "customer" | "admin";

/** The HTTP statuses the API fails with; every failure carries the `{code, msg, data}` envelope. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 429] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** A multipart upload: the file field, what it may be, and the other form fields. */
export type Upload = { field: string; types: readonly string[]; maxBytes: number; fields?: z.ZodType };

export type ApiRoute = {
  method: Method;
  /** The path as the backend's router writes it: `/api/admin/tags/:id`. */
  path: string;
  /** The OpenAPI tag: the resource it belongs to. */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Reads `?lang=` (and `?currency=` for prices): a value outside the contract's lists is a 400. */
  localized?: boolean;
  /** Path parameters other than a numeric id, by name. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A form body (`application/x-www-form-urlencoded`), for pages posted by a browser. */
  form?: z.ZodType;
  upload?: Upload;
  /**
   * The answer's `data`. Without a schema yet, `dataType` names the contract's TypeScript type and
   * the document says `data` is an object described there.
   */
  data?: z.ZodType;
  dataType?: string;
  /** 200 unless said. */
  status?: 200 | 201 | 202;
  /** What it answers when not the JSON envelope (`document`: plain JSON). */
  produces?: "text/csv" | "text/html" | "redirect" | "document";
  /** Failures beyond those its access, input and parameters imply (see `failuresOf`). */
  errors?: ErrorStatus[];
};

/** The statuses a route can fail with: its own, and those its access and input imply. */
export function failuresOf(route: ApiRoute): ErrorStatus[] {
  const out = new Set<ErrorStatus>(route.errors ?? []);
  if (route.body || route.form || route.upload) out.add(400).add(413);
  if (route.query || route.localized) out.add(400);
  if (route.access === "shopper") out.add(400);
  if (route.access === "customer") out.add(401);
  if (route.access === "admin") out.add(401).add(403);
  if (pathParams(route.path).length) out.add(404);
  return ERROR_STATUSES.filter((status) => out.has(status));
}

/** The names of a route's path parameters. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]!);
}

/** A record id in a path: 1 to 2^31 − 1 (anything else answers 404). */
export const pathIdSchema = z.number().int().min(1).max(2_147_483_647);

/** Sets the fields every route of one resource shares. */
export function routesOf(
  shared: Pick<ApiRoute, "tag"> & Partial<Pick<ApiRoute, "access" | "localized">> & { base: string },
  routes: Array<Omit<ApiRoute, "tag" | "access"> & Partial<Pick<ApiRoute, "access">>>,
): ApiRoute[] {
  const { base, ...rest } = shared;
  return routes.map((route) => ({
    access: "public",
    ...rest,
    ...route,
    path: route.path === "/" ? base : `${base}${route.path}`,
  }));
}

// Answers several resources share.

export const IdData = z.strictObject({ id: z.number().int() });
export const DeletedData = z.strictObject({ deleted: z.literal(true) });

/** A page of a listing. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** One named step of an admin workflow: `POST {base}/:id/{name}`. */
export type WorkflowStep = Pick<ApiRoute, "summary" | "description" | "data" | "errors" | "status"> & {
  body: z.ZodType;
};

/**
 * Admin records that change by named steps rather than by editing (orders, returns, moderation,
 * feedback …): `GET {base}` (a page), `GET {base}/:id`, `POST {base}/:id/{step}`, `DELETE {base}/:id`.
 * The backend implements the steps by name (backend/admin/workflow.ts).
 */
export type Workflow<
  Steps extends Record<string, WorkflowStep> = Record<string, WorkflowStep>,
  Query extends z.ZodType = z.ZodType,
> = {
  base: string;
  tag: string;
  plural: string;
  noun: string;
  list: { query: Query; summary?: string; item: z.ZodType };
  /** `GET {base}/:id`, also what the steps answer unless they say; `false`: no such route. */
  read: { data: z.ZodType; errors?: ErrorStatus[] } | false;
  steps: Steps;
  remove?: { summary: string; data: z.ZodType; errors?: ErrorStatus[] };
};

export const workflow = <Steps extends Record<string, WorkflowStep>, Query extends z.ZodType>(
  w: Workflow<Steps, Query>,
) => w;

export function workflowRoutes(w: Workflow): ApiRoute[] {
  const shared = { tag: w.tag, access: "admin" as const };
  const record = w.read ? { data: w.read.data } : {};
  const routes: ApiRoute[] = [
    {
      ...shared,
      method: "GET",
      path: w.base,
      summary: w.list.summary ?? `List ${w.plural}`,
      query: w.list.query,
      data: paged(w.list.item),
    },
  ];
  if (w.read) {
    routes.push({ ...shared, method: "GET", path: `${w.base}/:id`, summary: `Read one ${w.noun}`, ...w.read });
  }
  for (const [name, step] of Object.entries(w.steps)) {
    const { body, ...rest } = step;
    routes.push({ ...shared, ...record, ...rest, method: "POST", path: `${w.base}/:id/${name}`, body });
  }
  if (w.remove) routes.push({ ...shared, method: "DELETE", path: `${w.base}/:id`, ...w.remove });
  return routes;
}
