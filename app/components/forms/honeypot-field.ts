/**
 * The form field bots fill in and people never see (contract/moderation.ts `HONEYPOT_FIELD`). Its own
 * module: the footer's newsletter form carries it on every page, without the schema libraries.
 */
export const HONEYPOT_FIELD = "website_url";
