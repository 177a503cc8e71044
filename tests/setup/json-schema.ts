/**
 * A small JSON Schema (draft 2020-12) validator for the keywords the API description uses, so tests can
 * check answers against the published document itself rather than the zod schemas it came from.
 * Formats are not checked; an unknown keyword fails loudly, so the document cannot outgrow it unseen.
 */

type Schema = Record<string, unknown> | boolean;
type Json = Record<string, unknown>;

const KNOWN = new Set([
  "$ref",
  "$schema",
  "type",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "prefixItems",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
  "format",
  "default",
  "description",
  "title",
  "examples",
  "contentMediaType",
  "id",
]);

const typeOf = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "number" ? "number" : typeof value;

function matchesType(value: unknown, type: string): boolean {
  if (type === "integer") return Number.isInteger(value);
  return typeOf(value) === type;
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Resolves `#/components/schemas/X`-style references within `root`. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`only local references: ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(2).split("/")) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!node || typeof node !== "object" || !(key in node)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

/** The errors of `value` against `schema` (empty when valid), each with its JSON path. */
export function validate(root: unknown, schema: Schema, value: unknown, path = "$"): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: not allowed`];
  const errors: string[] = [];
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new Error(`${path}: unsupported keyword ${key}`);
  if (typeof schema.$ref === "string") {
    const target = resolvePointer(root, schema.$ref);
    if (target === undefined) return [`${path}: unresolved ${schema.$ref}`];
    errors.push(...validate(root, target as Schema, value, path));
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((type) => matchesType(value, type))) {
      return [...errors, `${path}: expected ${types.join("|")}, got ${typeOf(value)}`];
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => equal(option, value))) {
    errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if ("const" in schema && !equal(schema.const, value)) {
    errors.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) errors.push(`${path}: below ${schema.minimum}`);
    if (typeof schema.maximum === "number" && value > schema.maximum) errors.push(`${path}: above ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === "number" && value <= schema.exclusiveMinimum) {
      errors.push(`${path}: not above ${schema.exclusiveMinimum}`);
    }
    if (typeof schema.exclusiveMaximum === "number" && value >= schema.exclusiveMaximum) {
      errors.push(`${path}: not below ${schema.exclusiveMaximum}`);
    }
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (typeof schema.minLength === "number" && length < schema.minLength) errors.push(`${path}: too short`);
    if (typeof schema.maxLength === "number" && length > schema.maxLength) errors.push(`${path}: too long`);
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value)) {
      errors.push(`${path}: does not match ${schema.pattern}`);
    }
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === "number" && value.length < schema.minItems) errors.push(`${path}: too few items`);
    if (typeof schema.maxItems === "number" && value.length > schema.maxItems) errors.push(`${path}: too many items`);
    const prefix = (schema.prefixItems ?? []) as Schema[];
    value.forEach((item, i) => {
      const itemSchema = i < prefix.length ? prefix[i] : (schema.items as Schema | undefined);
      if (itemSchema !== undefined) errors.push(...validate(root, itemSchema, item, `${path}[${i}]`));
    });
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const object = value as Json;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in object)) errors.push(`${path}: missing ${name}`);
    }
    for (const [name, item] of Object.entries(object)) {
      if (schema.propertyNames !== undefined) {
        errors.push(...validate(root, schema.propertyNames as Schema, name, `${path}{${name}}`));
      }
      if (name in properties) errors.push(...validate(root, properties[name]!, item, `${path}.${name}`));
      else if (schema.additionalProperties !== undefined) {
        errors.push(...validate(root, schema.additionalProperties as Schema, item, `${path}.${name}`));
      }
    }
  }
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf as Schema[]) errors.push(...validate(root, part, value, path));
  }
  if (Array.isArray(schema.anyOf)) {
    const results = (schema.anyOf as Schema[]).map((part) => validate(root, part, value, path));
    if (!results.some((r) => r.length === 0)) errors.push(`${path}: matches none of anyOf (${results.flat()[0]})`);
  }
  if (Array.isArray(schema.oneOf)) {
    const passing = (schema.oneOf as Schema[]).filter((part) => validate(root, part, value, path).length === 0);
    if (passing.length !== 1) errors.push(`${path}: matches ${passing.length} of oneOf`);
  }
  if (schema.not !== undefined && validate(root, schema.not as Schema, value, path).length === 0) {
    errors.push(`${path}: matches not`);
  }
  return errors;
}
