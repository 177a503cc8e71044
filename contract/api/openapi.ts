import { z } from "zod";
import { ADMIN_TOKEN_HEADER } from "../admin.ts";
import { Code } from "../codes.ts";
import { CURRENCIES } from "../currencies.ts";
import { LANGUAGES } from "../locales.ts";
import { AUTH_HEADER } from "../user.ts";
import { failuresOf, pathParams, pathIdSchema, type Access, type ApiRoute, type ErrorStatus } from "./describe.ts";

/**
 * Writes the OpenAPI 3.1 document of the API from the route descriptions: JSON Schemas come from the
 * contract's zod schemas (`z.toJSONSchema`, draft 2020-12, which OpenAPI 3.1 uses), request bodies and
 * query strings as they are sent (`io: "input"`), answers as they are produced (`io: "output"`).
 */

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>>; components: Json };

export const VISITOR_HEADER = "x-visitor-id";

const FAILURE_TEXT: Record<ErrorStatus, string> = {
  400: "Bad input: malformed JSON, a wrong content type, or field errors in `data.fields` (message keys).",
  401: "No admin token, or no live session (`code` 50: sign in again).",
  403: "Not allowed: a wrong admin token, the admin API switched off, or a hidden record.",
  404: "No such record, or not the caller's.",
  409: "The record is not in a state that allows this, or a unique value is taken.",
  413: "The body is larger than the API reads.",
  429: "Too many attempts from this address or account (`errors.rateLimited`); try again later.",
};

const CODE_NAMES = Object.entries(Code)
  .map(([name, value]) => `${value} ${name}`)
  .join(", ");

const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  visitor: [{}, { session: [] }, { visitor: [] }],
  shopper: [{ session: [] }, { visitor: [] }],
  customer: [{ session: [] }],
  admin: [{ adminToken: [] }, { adminBearer: [] }],
};

/** Requests are described inline; answers name their shared parts (`.meta({ id })`) as components. */
const inline = z.registry<{ id?: string }>();

/** Zod's `z.custom` checks and transforms have no JSON Schema: a pipe is described by its other side. */
function convert(schema: z.ZodType, io: "input" | "output"): Json {
  return z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    ...(io === "input" ? { metadata: inline } : {}),
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as z.ZodType).def;
      if (def.type !== "pipe") return;
      const pipe = zodSchema as unknown as z.ZodPipe<z.ZodType, z.ZodType>;
      const [near, far] = io === "input" ? [pipe.in, pipe.out] : [pipe.out, pipe.in];
      if (near.def.type !== "custom" && near.def.type !== "transform") return;
      const { $schema: _, ...other } = convert(far, io);
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Json)[key];
      Object.assign(jsonSchema, other);
    },
  }) as Json;
}

const toComponents = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(toComponents);
  if (!value || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === "$ref" && typeof inner === "string"
        ? inner.replace("#/$defs/", "#/components/schemas/")
        : toComponents(inner);
  }
  return out;
};

/** Collects the named schemas of every answer into `components.schemas`. */
class Schemas {
  readonly named: Record<string, Json> = {};

  of(schema: z.ZodType, io: "input" | "output"): Json {
    const { $schema: _, $defs, ...root } = convert(schema, io);
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      const component = toComponents(def) as Json;
      if (this.named[name] && JSON.stringify(this.named[name]) !== JSON.stringify(component)) {
        throw new Error(`two schemas are named ${name}`);
      }
      this.named[name] = component;
    }
    return toComponents(root) as Json;
  }
}

/** `/api/admin/tags/:id` → `/api/admin/tags/{id}`; the page endpoint's `/*` → `/{path}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, "{$1}").replace(/\/\*$/, "/{path}");

const operationId = (route: ApiRoute) =>
  [route.method.toLowerCase(), ...openApiPath(route.path).split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .map((part, i) => (i ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join("");

function parameters(route: ApiRoute, schemas: Schemas): Json[] {
  const out: Json[] = [];
  for (const name of pathParams(route.path)) {
    const schema = route.params?.[name] ?? pathIdSchema;
    out.push({ name, in: "path", required: true, schema: schemas.of(schema, "input") });
  }
  if (route.path.endsWith("/*")) {
    out.push({
      name: "path",
      in: "path",
      required: true,
      description: "The storefront path without its language prefix; it may contain slashes (`product/tent/tent-2p`).",
      schema: { type: "string" },
    });
  }
  if (route.query) {
    const query = schemas.of(route.query, "input");
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>)) {
      out.push({ name, in: "query", required: required.has(name), schema });
    }
  }
  if (route.localized) out.push({ $ref: "#/components/parameters/lang" }, { $ref: "#/components/parameters/currency" });
  return out;
}

function requestBody(route: ApiRoute, schemas: Schemas): Json | undefined {
  if (route.body) {
    return { required: true, content: { "application/json": { schema: schemas.of(route.body, "input") } } };
  }
  if (route.form) {
    return {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: schemas.of(route.form, "input") } },
    };
  }
  if (route.upload) {
    const { field, types, maxBytes, fields } = route.upload;
    const rest = fields ? schemas.of(fields, "input") : { properties: {} };
    return {
      required: true,
      description: `One image in \`${field}\` (${types.join(", ")}; at most ${maxBytes} bytes), re-encoded by the shop.`,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: [field],
            properties: {
              ...(rest.properties as Json),
              [field]: { type: "string", contentMediaType: "application/octet-stream" },
            },
          },
          encoding: { [field]: { contentType: types.join(", ") } },
        },
      },
    };
  }
  return undefined;
}

function success(route: ApiRoute, schemas: Schemas): [string, Json] {
  const status = String(route.status ?? (route.produces === "redirect" ? 303 : 200));
  if (route.produces === "redirect") {
    return [status, { description: "Back to the storefront.", headers: { location: { schema: { type: "string" } } } }];
  }
  if (route.produces === "text/csv" || route.produces === "text/html") {
    return [status, { description: route.summary, content: { [route.produces]: { schema: { type: "string" } } } }];
  }
  if (route.produces === "document") {
    return [status, { description: route.summary, content: { "application/json": { schema: { type: "object" } } } }];
  }
  const data = route.data
    ? schemas.of(route.data, "output")
    : {
        type: "object",
        description: `Not yet a schema: see the type \`${route.dataType ?? "unknown"}\` in contract/.`,
      };
  return [
    status,
    {
      description: "Done.",
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["code", "msg", "data"],
            properties: { code: { const: Code.success }, msg: { type: "string" }, data },
          },
        },
      },
    },
  ];
}

function operation(route: ApiRoute, schemas: Schemas): Json {
  const responses: Json = Object.fromEntries([success(route, schemas)]);
  for (const status of failuresOf(route)) responses[status] = { $ref: `#/components/responses/Failure${status}` };
  responses.default = { $ref: "#/components/responses/Failure" };
  const body = requestBody(route, schemas);
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    parameters: parameters(route, schemas),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: SECURITY[route.access],
  };
}

const failure = (description: string): Json => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
});

export function openApiDocument(routes: ApiRoute[]): OpenApiDocument {
  const schemas = new Schemas();
  const paths: OpenApiDocument["paths"] = {};
  for (const route of routes) {
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route, schemas);
  }
  const tags = [...new Set(routes.map((route) => route.tag))].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Shop API",
      version: "1",
      description: [
        "The contract between the storefront and its backend: the page endpoint `GET {path}?request=route`,",
        "the storefront's API `/api/web/*` and the merchant's `/api/admin/*`. Every JSON answer is the",
        "envelope `{code, msg, data}`; `msg` and field errors are translation keys. Prices are integer minor",
        "units of the request's `?currency=`; texts are in its `?lang=` where translated.",
      ].join(" "),
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      schemas: {
        ...schemas.named,
        Code: {
          type: "integer",
          enum: Object.values(Code),
          description: `The answer's code (spec §8): ${CODE_NAMES}.`,
        },
        Failure: {
          type: "object",
          required: ["code", "msg", "data"],
          properties: {
            code: { $ref: "#/components/schemas/Code" },
            msg: { type: "string", description: "A translation key, e.g. `errors.validation`." },
            data: {
              description: 'null, `{ fields: { "path.to.field": [message keys] } }`, or details the message names.',
            },
          },
        },
      },
      parameters: {
        lang: {
          name: "lang",
          in: "query",
          required: false,
          description: "The language of texts in the answer (default `en`); an unknown one is a 400.",
          schema: { type: "string", enum: [...LANGUAGES] },
        },
        currency: {
          name: "currency",
          in: "query",
          required: false,
          description: "The currency of prices in the answer (default `USD`); an unknown one is a 400.",
          schema: { type: "string", enum: [...CURRENCIES] },
        },
      },
      responses: {
        ...Object.fromEntries(
          Object.entries(FAILURE_TEXT).map(([status, text]) => [`Failure${status}`, failure(text)]),
        ),
        Failure: failure("Any other failure (500: the server failed; the answer says no more)."),
      },
      securitySchemes: {
        session: { type: "apiKey", in: "header", name: AUTH_HEADER, description: "A customer's session token." },
        visitor: {
          type: "apiKey",
          in: "header",
          name: VISITOR_HEADER,
          description: "A guest's visitor id (16–64 of `A-Z a-z 0-9 _ -`): their cart, favourites and orders.",
        },
        adminToken: { type: "apiKey", in: "header", name: ADMIN_TOKEN_HEADER, description: "The shop's admin token." },
        adminBearer: { type: "http", scheme: "bearer", description: "The admin token as a bearer token." },
      },
    },
  };
}
