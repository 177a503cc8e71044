/** The user area's sections, in the order its navigation lists them, with the text that names each. */
export const USER_SECTIONS = [
  ["center", "account.nav.center"],
  ["order", "account.nav.orders"],
  ["return", "account.nav.returns"],
  ["address", "account.nav.address"],
  ["favorite", "account.nav.favorite"],
  ["wishlist", "account.nav.wishlist"],
  ["inquiry", "account.nav.inquiry"],
  ["article", "account.nav.article"],
  ["info", "account.nav.info"],
  ["account", "account.nav.account"],
  ["security", "account.nav.security"],
  ["log", "account.nav.log"],
] as const;
