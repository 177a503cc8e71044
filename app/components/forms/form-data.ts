import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

import { HONEYPOT_FIELD } from "./honeypot-field.ts";

/** Fields that route a post (which block, where to go next) and are not part of any schema. */
const ROUTING_FIELDS = ["intent", "redirect", "js", HONEYPOT_FIELD];

/**
 * The form's own fields only, so the contract's strict schemas see exactly what they describe. Browsers
 * send a textarea's line breaks as CRLF but count each as one character against its `maxlength`; the
 * texts are checked and stored with plain line feeds, so a text the box accepted is never too long.
 */
export function formFields(formData: FormData, extra: string[] = []): FormData {
  const out = new FormData();
  const skip = new Set([...ROUTING_FIELDS, ...extra]);
  for (const [name, value] of formData) if (!skip.has(name)) out.append(name, typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);
  return out;
}

const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>();

/**
 * The browser-side constraints (`required`, `maxLength`, …) of a form's schema, worked out once per
 * schema: conform walks the whole schema for them, and a form asks at every render (on the server,
 * every page that shows it).
 *
 * conform reads an optional field behind a transform (a checkbox turned into a boolean) as required:
 * a field of the object that accepts nothing at all is not required, whatever conform worked out.
 * A wrongly required box blocks the form's own validity check and is announced as mandatory.
 *
 * conform also misses every text's `maxLength`: it reads the limit from zod's `_zod.bag`, which zod 4
 * leaves empty (the limit is on the schema, `schema.maxLength`). The field's own limit fills it in, so
 * the browser stops the typing where the server would refuse it.
 */
export function constraintOf(schema: z.ZodType): ReturnType<typeof getZodConstraint> {
  let constraint = constraints.get(schema);
  if (!constraint) {
    const worked = getZodConstraint(schema);
    const mended = new Map<string, NonNullable<(typeof worked)[string]>>();
    const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
    for (const [name, field] of Object.entries(shape ?? {})) {
      const rule = worked[name];
      if (!rule) continue;
      let mend = rule;
      if (rule.required && field.safeParse(undefined).success) mend = { ...mend, required: false };
      const maxLength = textMaxLength(field);
      if (rule.maxLength === undefined && maxLength !== undefined) mend = { ...mend, maxLength };
      if (mend !== rule) mended.set(name, mend);
    }
    // conform answers with a proxy (it resolves nested and list fields' names): ask it for the rest.
    constraint = mended.size
      ? new Proxy(worked, { get: (target, name, receiver) => (typeof name === "string" && mended.get(name)) || Reflect.get(target, name, receiver) })
      : worked;
    constraints.set(schema, constraint);
  }
  return constraint;
}

/** A text field's longest accepted length, through `optional`, `nullable` and `default`. */
function textMaxLength(field: z.ZodType): number | undefined {
  let inner = field as unknown as { def: { type: string; innerType?: unknown }; maxLength?: number | null };
  while (inner.def.innerType && ["optional", "nullable", "default"].includes(inner.def.type)) inner = inner.def.innerType as typeof inner;
  return inner.def.type === "string" && typeof inner.maxLength === "number" ? inner.maxLength : undefined;
}

/** `parseWithZod` over the form's own fields: the same call in the action and in `useForm`. */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S, extra: string[] = []) {
  return parseWithZod(formFields(formData, extra), { schema });
}

/**
 * The same for the forms strangers fill in (feedback, newsletter, quotes): their contract schemas
 * carry the honeypot themselves, so it stays in and goes on to the backend, which checks it too.
 */
export function parseStrangerForm<S extends z.ZodType>(formData: FormData, schema: S, extra: string[] = []) {
  const fields = formFields(formData, extra);
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string") fields.set(HONEYPOT_FIELD, honeypot);
  return parseWithZod(fields, { schema });
}
