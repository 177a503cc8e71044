import { z } from "zod";

/**
 * A partial, strict version of a settings schema for PATCH-style updates. zod 4 keeps defaults inside
 * `.partial()`, which would silently reset every omitted field; this strips the top-level defaults so
 * an omitted field stays omitted.
 */
export function patchSchema<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault ? field.removeDefault() : field instanceof z.ZodPrefault ? field.unwrap() : field;
    shape[key] = inner as z.ZodType;
  }
  return z.object(shape).partial().strict() as unknown as z.ZodType<Partial<z.input<z.ZodObject<T>>>>;
}
