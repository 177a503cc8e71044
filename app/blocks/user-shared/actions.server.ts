import { redirect } from "react-router";
import type { z } from "zod";
import {
  AddressSchema,
  EditEmailSchema,
  EditInfoSchema,
  EditMobileSchema,
  EditNameSchema,
  EditPasswordSchema,
  IdSchema,
  MAX_AVATAR_BYTES,
  SecuritySettingsSchema,
} from "#contract/account.ts";
import { Code } from "#contract/codes.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { invalid, refused, refusedPlain, reply, type BlockAction, type BlockActionArgs } from "../auth-shared/actions.server.ts";
import { signedOutRedirect } from "#app/services/session.server.ts";
import { authHref, userHref } from "../auth-shared/paths.ts";

// The user area's block actions, one per intent. Each validates with the contract's schema, asks the
// backend, and answers the form (`done` on success) or redirects.

function simpleEdit(intent: string, schema: z.ZodType, path: string, hideFields: string[] = []): BlockAction {
  return async ({ shop, formData }) => {
    const submission = parseForm(formData, schema);
    if (submission.status !== "success") return invalid(intent, submission, hideFields);
    const result = await shop.post(path, submission.value);
    if (!result.ok) return refused(shop, intent, submission, result, hideFields);
    // A changed password is not shown again; other fields stay as saved.
    const passwords = hideFields.length > 0;
    return reply({ intent, result: submission.reply({ resetForm: passwords }), done: passwords ? "account.passwordChanged" : "account.saved" });
  };
}

const avatarError = (errors: string[], status: number) =>
  reply({ intent: "edit-avatar", result: { status: "error", error: { avatar: errors } } }, status);

/** The file goes on to the backend as it came; the backend checks its bytes and re-encodes it. */
const editAvatar: BlockAction = async ({ shop, formData }) => {
  const file = formData.get("avatar");
  if (!(file instanceof File) || file.size === 0) return avatarError(["account.avatarMissing"], 400);
  if (file.size > MAX_AVATAR_BYTES) return avatarError(["errors.tooLarge"], 413);
  const upload = new FormData();
  upload.append("avatar", file, file.name);
  const result = await shop.postForm("/api/web/user/editAvatar", upload);
  if (!result.ok) {
    if (result.code === Code.authInvalid) throw shop.signInRedirect();
    return avatarError((result.data as { fields?: { avatar?: string[] } } | null)?.fields?.avatar ?? [result.msg], 400);
  }
  return reply({ intent: "edit-avatar", done: "account.avatarSaved" });
};

/** The email or mobile change: a code to the new address first, then the change with password and code. */
function changeContact(field: "email" | "mobile"): { send: BlockAction; save: BlockAction } {
  const schema = field === "email" ? EditEmailSchema : EditMobileSchema;
  const sendIntent = `send-${field}-code`;
  const saveIntent = `edit-${field}`;
  const targetOnly = field === "email" ? EditEmailSchema.pick({ email: true }) : EditMobileSchema.pick({ mobile: true });
  return {
    send: async ({ shop, formData }) => {
      const submission = parseForm(formData, targetOnly, ["currentPassword", "code"]);
      if (submission.status !== "success") return invalid(sendIntent, submission, ["currentPassword"]);
      const target = (submission.value as Record<string, string>)[field];
      const result = await shop.post("/api/web/user/sendChangeCode", { target });
      if (!result.ok) {
        const fields = (result.data as { fields?: Record<string, string[]> } | null)?.fields;
        if (fields?.target) fields[field] = fields.target;
        return refused(shop, sendIntent, submission, result, ["currentPassword"]);
      }
      return reply({ intent: sendIntent, result: submission.reply({ hideFields: ["currentPassword"] }), done: `account.${field}CodeSent` });
    },
    save: async ({ shop, formData }) => {
      const submission = parseForm(formData, schema);
      if (submission.status !== "success") return invalid(saveIntent, submission, ["currentPassword"]);
      const result = await shop.post(`/api/web/user/${field === "email" ? "editEmail" : "editMobile"}`, submission.value);
      if (!result.ok) return refused(shop, saveIntent, submission, result, ["currentPassword"]);
      return reply({ intent: saveIntent, result: submission.reply({ resetForm: true }), done: `account.${field}Changed` });
    },
  };
}

const email = changeContact("email");
const mobile = changeContact("mobile");

const addressSave: BlockAction = async ({ shop, formData, lang, router }) => {
  const intent = "address-save";
  const id = IdSchema.safeParse({ id: formData.get("id") });
  const submission = parseForm(formData, AddressSchema, ["id"]);
  if (submission.status !== "success") return invalid(intent, submission);
  const result = id.success
    ? await shop.post("/api/web/address/update", { ...submission.value, id: id.data.id })
    : await shop.post("/api/web/address/create", submission.value);
  if (!result.ok) return refused(shop, intent, submission, result);
  return redirect(userHref(lang, router, "address"));
};

/**
 * A one-row change by id (delete, default, sign a session out); then the page again, or the page
 * with a notice when `done` names one (its loaders run after the action).
 */
function byId(intent: string, path: string, page: string, done?: string): BlockAction {
  return async ({ shop, formData, lang, router }: BlockActionArgs) => {
    const submission = parseForm(formData, IdSchema);
    if (submission.status !== "success") return invalid(intent, submission);
    const result = await shop.post(path, submission.value);
    if (!result.ok) return refused(shop, intent, submission, result);
    if (done) return reply({ intent, done });
    return redirect(userHref(lang, router, page));
  };
}

const revokeOthers: BlockAction = async ({ shop }) => {
  const result = await shop.post<{ revoked: number }>("/api/web/user/sessions/revoke-others");
  if (!result.ok) return refusedPlain(shop, "sessions-revoke-others", result);
  return reply({ intent: "sessions-revoke-others", done: "security.othersSignedOut" });
};

/** Every device, this one too: the cookie goes and the shopper lands on sign-in, told why. */
const revokeAll: BlockAction = async ({ shop, lang }) => {
  const result = await shop.post<{ revoked: number }>("/api/web/user/sessions/revoke-all");
  if (!result.ok) return refusedPlain(shop, "sessions-revoke-all", result);
  return signedOutRedirect(`${authHref(lang, "signin", { done: "signedOutEverywhere" })}`);
};

const securitySave: BlockAction = async ({ shop, formData }) => {
  const submission = parseForm(formData, SecuritySettingsSchema);
  if (submission.status !== "success") return invalid("security-save", submission);
  const result = await shop.post("/api/web/user/security", submission.value);
  if (!result.ok) return refused(shop, "security-save", submission, result);
  return reply({ intent: "security-save", done: "account.saved" });
};

const securityRestore: BlockAction = async ({ shop }) => {
  const result = await shop.post("/api/web/user/security/restore");
  if (!result.ok) return refusedPlain(shop, "security-restore", result);
  return reply({ intent: "security-restore", done: "security.restored" });
};

export const userActions: Record<string, BlockAction> = {
  "edit-name": simpleEdit("edit-name", EditNameSchema, "/api/web/user/editName"),
  "edit-info": simpleEdit("edit-info", EditInfoSchema, "/api/web/user/editInfo"),
  "edit-password": simpleEdit("edit-password", EditPasswordSchema, "/api/web/user/editPassword", ["currentPassword", "password"]),
  "edit-avatar": editAvatar,
  "send-email-code": email.send,
  "edit-email": email.save,
  "send-mobile-code": mobile.send,
  "edit-mobile": mobile.save,
  "address-save": addressSave,
  "address-delete": byId("address-delete", "/api/web/address/delete", "address", "address.deleted"),
  "address-default": byId("address-default", "/api/web/address/default", "address"),
  "session-revoke": byId("session-revoke", "/api/web/user/sessions/revoke", "security", "security.deviceSignedOut"),
  "sessions-revoke-others": revokeOthers,
  "sessions-revoke-all": revokeAll,
  "security-save": securitySave,
  "security-restore": securityRestore,
};
