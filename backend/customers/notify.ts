import type { AppDeps, BackendConfig } from "../app.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { codeEmail, codeSms, existingAccountEmail } from "../mail/messages.ts";
import { normalizeAccount } from "./accounts.ts";
import type { CodePurpose } from "./codes.ts";

const mailers = new WeakMap<BackendConfig, Mailer>();

/** One mailer per backend, built from its config on first use. */
export function mailerOf(deps: AppDeps): Mailer {
  let mailer = mailers.get(deps.config);
  if (!mailer) {
    mailer = createMailer({
      smtpUrl: deps.config.smtpUrl ?? null,
      outboxDir: deps.config.outboxDir ?? "data/outbox",
      from: deps.config.mailFrom ?? `"${deps.config.shopName.replace(/["\\\r\n]/g, "")}" <no-reply@localhost>`,
      log: deps.log,
    });
    mailers.set(deps.config, mailer);
  }
  return mailer;
}

/**
 * Sends in the background: the answer must not wait for (or reveal, by its timing) whether a message
 * went out. A failure is logged.
 */
function deliver(deps: AppDeps, to: string, send: () => Promise<void>): void {
  send().catch((error: unknown) =>
    deps.log.warn({ err: error, to: to.replace(/^(.).*(@.*)$/, "$1…$2") }, "message not sent"),
  );
}

/** A one-time code to an email address, or as a text message to a mobile number. */
export function sendCode(deps: AppDeps, input: { to: string; purpose: CodePurpose; code: string; lang: string }): void {
  const shop = deps.config.shopName;
  const mailer = mailerOf(deps);
  const { kind } = normalizeAccount(input.to);
  deliver(deps, input.to, () =>
    kind === "email"
      ? mailer.sendEmail(input.to, codeEmail(input.lang, shop, input.purpose, input.code))
      : mailer.sendSms(input.to, codeSms(input.lang, shop, input.code)),
  );
}

/** Tells the owner of an address that someone tried to sign up with it again. */
export function sendExistingAccountNotice(deps: AppDeps, input: { to: string; lang: string }): void {
  const shop = deps.config.shopName;
  const mailer = mailerOf(deps);
  const base = (deps.config.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const prefix = input.lang === "en" ? "" : `/${input.lang}`;
  const link = `${base}${prefix}/auth/forget`;
  const { kind } = normalizeAccount(input.to);
  deliver(deps, input.to, () =>
    kind === "email"
      ? mailer.sendEmail(input.to, existingAccountEmail(input.lang, shop, link))
      : mailer.sendSms(input.to, `${existingAccountEmail(input.lang, shop, link).subject} ${link}`),
  );
}
