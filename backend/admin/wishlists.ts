import { adminWishlists } from "#contract/api/engagement.ts";
import { listAllLists } from "../wishlists/repository.ts";
import { revokeWishlistShare, toAdminWishlist } from "../wishlists/service.ts";
import { createWorkflowApp, pageOf } from "./workflow.ts";

/**
 * `/api/admin/wishlists`: the lists customers made (`?shared=1`: those with a link, whose names anyone
 * with the link sees); unsharing ends a link that carries an abusive name.
 */
export const createWishlistsApp = () =>
  createWorkflowApp(adminWishlists, {
    async list(c, query) {
      const shared = query.shared === undefined ? undefined : query.shared === "1";
      const { rows, total } = await listAllLists(c.get("deps").db, { ...query, shared });
      return pageOf(rows.map(toAdminWishlist), total, query);
    },
    steps: {
      async unshare(c, id) {
        await revokeWishlistShare(c.get("deps").db, null, id);
        return { shared: false };
      },
    },
  });
