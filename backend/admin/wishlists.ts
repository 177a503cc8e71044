import { Hono } from "hono";
import { EmptySchema } from "#contract/cart.ts";
import { AdminWishlistListSchema } from "#contract/wishlist.ts";
import type { AppEnv } from "../app.ts";
import { idParam, readJson, readQuery, sendOk } from "../shared/http.ts";
import { listAllLists } from "../wishlists/repository.ts";
import { revokeWishlistShare, toAdminWishlist } from "../wishlists/service.ts";

/**
 * `/api/admin/wishlists`: the lists customers made (`?shared=1`: those with a link, whose names anyone
 * with the link sees); unsharing ends a link that carries an abusive name.
 */
export function createWishlistsApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, AdminWishlistListSchema);
      const shared = query.shared === undefined ? undefined : query.shared === "1";
      const { rows, total } = await listAllLists(c.get("deps").db, { ...query, shared });
      return sendOk(c, { items: rows.map(toAdminWishlist), total, page: query.page, pageSize: query.pageSize });
    })
    .post("/:id/unshare", async (c) => {
      const id = idParam(c);
      await readJson(c, EmptySchema);
      await revokeWishlistShare(c.get("deps").db, null, id);
      return sendOk(c, { shared: false });
    });
}
