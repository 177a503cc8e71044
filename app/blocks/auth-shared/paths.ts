// Where the auth pages and the user area are: one home for these links, `app/utils/paths.ts`.
export { authHref, userHref } from "#app/utils/paths.ts";
