import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { sendOk } from "../shared/http.ts";
import { listSeoEntries } from "./repository.ts";

/** `GET /api/web/seo/entries`: what the storefront's sitemaps list. */
export const seoRoutes = new Hono<AppEnv>().get("/entries", async (c) => {
  const { db } = c.get("deps");
  return sendOk(c, await listSeoEntries(db));
});
