import { z } from "zod";
import { ATTACHMENT_TYPES, AttachmentMessages, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#contract/attachment.ts";
import { accessTokenSchema, orderNumberSchema } from "#contract/order-ref.ts";
import { APPLY_TYPES, DESCRIPTION_MAX, RETURN_QUANTITY_MAX, RETURN_REASONS, ReturnMessages } from "#contract/returns.ts";
import { Messages, tooLong } from "#contract/validation.ts";
import { parseKeptPhoto } from "#app/components/forms/kept-photos.ts";

/** The intent the apply form posts (`blockActions`). */
export const APPLY_INTENT = "return-apply";

/** The photo refusals as the apply form shows them (the backend's `errors.*` keys name other limits). */
export const PhotoMessages = {
  tooLarge: "returns.photos.tooLarge",
  fileType: "returns.photos.fileType",
  imageInvalid: "returns.photos.imageInvalid",
} as const;

/** A photo the shopper already uploaded with an earlier, refused try (`app/components/forms/kept-photos.ts`). */
export { parseKeptPhoto, type KeptPhoto } from "#app/components/forms/kept-photos.ts";

/**
 * One order line in the form: ticked (`selected`) or not, and how many. The quantity of a line that is
 * not ticked is not looked at; a ticked one needs 1 up to what is left to return (`returnable`, known
 * in the browser from the order; the backend checks it again).
 */
function lineSchema(returnable: Record<number, number>) {
  return z
    .object({
      lineId: z.coerce.number().int().positive().max(2_147_483_647),
      selected: z.boolean().optional(),
      quantity: z.string().optional(),
    })
    .superRefine((line, ctx) => {
      if (!line.selected) return;
      const quantity = Number(line.quantity);
      const max = Math.min(returnable[line.lineId] ?? RETURN_QUANTITY_MAX, RETURN_QUANTITY_MAX);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) {
        ctx.addIssue({ code: "custom", path: ["quantity"], message: ReturnMessages.quantity });
      }
    });
}

/**
 * The apply form (`order-refund` block), the same in the browser and in the action: what the contract's
 * `ReturnApplySchema` takes, as form fields — a tick and a quantity per line, new photos as files
 * (`photos`) and photos kept from a refused try (`kept`, `id:url`). The action turns it into the
 * contract's JSON after uploading the files.
 */
export function returnApplyFormSchema(returnable: Record<number, number> = {}) {
  return z
    .object({
      idempotencyKey: z.uuid("order.errors.generic"),
      orderNumber: orderNumberSchema,
      access: accessTokenSchema.optional(),
      applyType: z.enum(APPLY_TYPES, { error: Messages.required }),
      reason: z.enum(RETURN_REASONS, { error: Messages.required }),
      // Trimmed, NUL taken out (as the contract does); no inner string schema, which conform would
      // read as missing once blank.
      description: z
        .string()
        .optional()
        .transform((v) => (v ?? "").replaceAll("\u0000", "").trim())
        .refine((v) => v.length <= DESCRIPTION_MAX, tooLong(DESCRIPTION_MAX)),
      lines: z
        .array(lineSchema(returnable), { error: Messages.listEmpty })
        .max(100, Messages.limit)
        .refine((lines) => lines.some((l) => l.selected), Messages.listEmpty),
      photos: z
        .array(
          z
            .file()
            .max(MAX_ATTACHMENT_BYTES, PhotoMessages.tooLarge)
            .mime([...ATTACHMENT_TYPES], PhotoMessages.fileType),
        )
        .optional(),
      kept: z.array(z.string()).optional(),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed (a missing type), so every problem shows at once: the
        // values may then be partly unparsed.
        const v = value as { reason?: unknown; description?: unknown; photos?: unknown; kept?: unknown };
        if (v.reason === "other" && !v.description) {
          ctx.addIssue({ code: "custom", path: ["description"], message: ReturnMessages.descriptionRequired });
        }
        const photos = Array.isArray(v.photos) ? v.photos.length : 0;
        const kept = Array.isArray(v.kept) ? v.kept.filter((k) => parseKeptPhoto(k)).length : 0;
        if (photos + kept > MAX_ATTACHMENTS) ctx.addIssue({ code: "custom", path: ["photos"], message: AttachmentMessages.tooMany });
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );
}
export type ReturnApplyForm = z.output<ReturnType<typeof returnApplyFormSchema>>;
