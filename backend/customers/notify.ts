import type { AppDeps, BackendConfig } from "../app.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import {
  codeEmail,
  codeSms,
  existingAccountEmail,
  securityNoticeEmail,
  securityNoticeSms,
  type SecurityNotice,
} from "../mail/messages.ts";
import { findPageBySlug } from "../content/repository.ts";
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

/** The content page that carries the feedback form in the seeded shop (`page/contact`). */
const CONTACT_PAGE = "contact";

/** The shop's home page and its forgotten-password page in a language, for links in messages. */
function shopLinks(deps: AppDeps, lang: string): { shop: string; reset: string } {
  const base = (deps.config.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const prefix = lang === "en" ? "" : `/${lang}`;
  return { shop: `${base}${prefix}/`, reset: `${base}${prefix}/auth/forget` };
}

/** Tells the owner of an address that someone tried to sign up with it again. */
export function sendExistingAccountNotice(deps: AppDeps, input: { to: string; lang: string }): void {
  const shop = deps.config.shopName;
  const mailer = mailerOf(deps);
  const link = shopLinks(deps, input.lang).reset;
  const { kind } = normalizeAccount(input.to);
  deliver(deps, input.to, () =>
    kind === "email"
      ? mailer.sendEmail(input.to, existingAccountEmail(input.lang, shop, link))
      : mailer.sendSms(input.to, `${existingAccountEmail(input.lang, shop, link).subject} ${link}`),
  );
}

/**
 * Tells the owner of an account that its email address, mobile number or password changed, with
 * what to do if it wasn't them: by email to an email address, by text message to a mobile number.
 * Call it once the change is stored; it sends in the background and never fails the change.
 */
export function sendSecurityNotice(
  deps: AppDeps,
  input: { to: string; lang: string; notice: SecurityNotice; at?: Date },
): void {
  const shop = deps.config.shopName;
  const mailer = mailerOf(deps);
  const when = input.at ?? new Date();
  const links = shopLinks(deps, input.lang);
  const { kind } = normalizeAccount(input.to);
  deliver(deps, input.to, async () => {
    if (kind !== "email") return mailer.sendSms(input.to, securityNoticeSms(input.lang, shop, input.notice, when, links.reset));
    // "Contact us" leads to the shop's contact page (its feedback form) while the shop has one shown.
    const page = await findPageBySlug(deps.db, CONTACT_PAGE);
    const contact = page && !page.hidden ? `${links.shop}page/${CONTACT_PAGE}` : links.shop;
    await mailer.sendEmail(input.to, securityNoticeEmail(input.lang, shop, input.notice, when, { reset: links.reset, contact }));
  });
}
