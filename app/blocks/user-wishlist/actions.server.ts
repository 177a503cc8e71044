import { redirect } from "react-router";
import { z } from "zod";
import {
  WishlistCreateSchema,
  WishlistItemMoveSchema,
  WishlistItemRefSchema,
  WishlistMessages,
  WishlistRefSchema,
  WishlistRenameSchema,
  WishlistToCartSchema,
  WISHLIST_NAME_MAX,
  type Wishlist,
  type WishlistMoveResult,
} from "#contract/wishlist.ts";
import { recordIdSchema } from "#contract/moderation.ts";
import { tooLong } from "#contract/validation.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { invalid, refused, reply, type BlockAction, type BlockActionArgs } from "../auth-shared/actions.server.ts";
import { userHref } from "../auth-shared/paths.ts";
import { NEW_LIST, WishlistIntent } from "./intents.ts";

// The wishlist page's actions. Each checks the contract's schema and asks the backend; a change that
// opens another list redirects there, the rest answer the page with a message (or the refusal beside
// the item or form it concerns).

function listHref({ lang, router }: BlockActionArgs, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return userHref(lang, router, "wishlist") + (search ? `?${search}` : "");
}

/** One call with the form's fields as the schema reads them; the answer's message on success. */
function simple<S extends z.ZodType>(
  intent: string,
  schema: S,
  path: string,
  done: (value: z.output<S>, data: unknown) => { key: string; values?: Record<string, string | number> } | null,
): BlockAction {
  return async ({ shop, formData }) => {
    const submission = parseForm(formData, schema);
    if (submission.status !== "success") return invalid(intent, submission);
    const result = await shop.post(path, submission.value);
    if (!result.ok) return refused(shop, intent, submission, result);
    const message = done(submission.value, result.data);
    return reply({ intent, result: submission.reply({ resetForm: true }), done: message?.key, doneValues: message?.values });
  };
}

const create: BlockAction = async (args) => {
  const { shop, formData } = args;
  const submission = parseForm(formData, WishlistCreateSchema);
  if (submission.status !== "success") return invalid(WishlistIntent.create, submission);
  const result = await shop.post<Wishlist>("/api/web/wishlist/create", submission.value);
  if (!result.ok) return refused(shop, WishlistIntent.create, submission, result);
  return redirect(listHref(args, { list: result.data.id }));
};

const remove: BlockAction = async (args) => {
  const { shop, formData } = args;
  const submission = parseForm(formData, WishlistRefSchema);
  if (submission.status !== "success") return invalid(WishlistIntent.delete, submission);
  const result = await shop.post("/api/web/wishlist/delete", submission.value);
  if (!result.ok) return refused(shop, WishlistIntent.delete, submission, result);
  return redirect(listHref(args, { deleted: 1 }));
};

/** The picker: a product (and variant) onto one of the lists, or onto a new list named here. */
const AddSchema = z.strictObject({
  productId: recordIdSchema,
  skuId: recordIdSchema.optional(),
  listId: z.union([z.literal(NEW_LIST), recordIdSchema], { error: WishlistMessages.unknownList }).optional(),
  newName: z.string().trim().max(WISHLIST_NAME_MAX, tooLong(WISHLIST_NAME_MAX)).optional(),
});

const add: BlockAction = async (args) => {
  const { shop, formData } = args;
  const intent = WishlistIntent.add;
  const submission = parseForm(formData, AddSchema);
  if (submission.status !== "success") return invalid(intent, submission);
  const { productId, skuId, listId, newName } = submission.value;
  // A name typed in makes a new list, whatever the menu says.
  let target = typeof listId === "number" && !newName ? listId : null;
  if (target === null) {
    const name = WishlistCreateSchema.shape.name.safeParse(newName ?? "");
    if (!name.success) {
      const message = name.error.issues[0]?.message ?? WishlistMessages.name;
      return reply({ intent, result: submission.reply({ fieldErrors: { newName: [message] } }) }, 400);
    }
    const created = await shop.post<Wishlist>("/api/web/wishlist/create", { name: name.data });
    if (!created.ok) {
      const fields = (created.data as { fields?: Record<string, string[]> } | null)?.fields;
      if (fields?.name) fields.newName = fields.name;
      return refused(shop, intent, submission, created);
    }
    target = created.data.id;
  }
  const result = await shop.post<Wishlist>("/api/web/wishlist/item/add", { listId: target, productId, ...(skuId ? { skuId } : {}) });
  if (!result.ok) return refused(shop, intent, submission, result);
  return redirect(listHref(args, { list: target, added: productId }));
};

const toCart: BlockAction = async ({ shop, formData }) => {
  const intent = WishlistIntent.toCart;
  const submission = parseForm(formData, WishlistToCartSchema);
  if (submission.status !== "success") return invalid(intent, submission);
  const result = await shop.post("/api/web/wishlist/item/to-cart", submission.value);
  // The cart's own refusals (stock, quantity) come with their values (`{{available}}` …).
  if (!result.ok) return refused(shop, intent, submission, result);
  return reply({ intent, result: submission.reply({ resetForm: true }), done: "wishlist.movedToCart" });
};

export const wishlistActions: Record<string, BlockAction> = {
  [WishlistIntent.create]: create,
  [WishlistIntent.delete]: remove,
  [WishlistIntent.add]: add,
  [WishlistIntent.toCart]: toCart,
  [WishlistIntent.rename]: simple(WishlistIntent.rename, WishlistRenameSchema, "/api/web/wishlist/rename", () => ({ key: "wishlist.renamed" })),
  [WishlistIntent.remove]: simple(WishlistIntent.remove, WishlistItemRefSchema, "/api/web/wishlist/item/remove", () => ({ key: "wishlist.removed" })),
  [WishlistIntent.move]: simple(WishlistIntent.move, WishlistItemMoveSchema, "/api/web/wishlist/item/move", (_v, data) => ({
    key: "wishlist.moved",
    values: { name: (data as WishlistMoveResult).to.name },
  })),
  [WishlistIntent.share]: simple(WishlistIntent.share, WishlistRefSchema, "/api/web/wishlist/share", () => null),
  [WishlistIntent.rotate]: simple(WishlistIntent.rotate, WishlistRefSchema, "/api/web/wishlist/share/rotate", () => ({ key: "wishlist.rotated" })),
  [WishlistIntent.revoke]: simple(WishlistIntent.revoke, WishlistRefSchema, "/api/web/wishlist/share/revoke", () => ({ key: "wishlist.unshared" })),
};
