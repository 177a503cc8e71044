/** The intents of the newsletter's forms (the sign-up, and the buttons of the pages its emails link to). */
export const SUBSCRIBE_INTENT = "newsletter-subscribe";
export const CONFIRM_INTENT = "newsletter-confirm";
export const UNSUBSCRIBE_INTENT = "newsletter-unsubscribe";
