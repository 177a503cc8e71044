import type { Migration } from "kysely/migration";
import * as catalog from "./20261122000000_catalog.ts";
import * as customers from "./20261122010000_customers.ts";
import * as orders from "./20261122020000_orders.ts";
import * as attachments from "./20261123000000_attachments.ts";
import * as reviews from "./20261123020000_reviews.ts";
import * as engagement from "./20261123030000_engagement.ts";
import * as returns from "./20261124020000_returns.ts";
import * as live from "./20261125000000_live.ts";
import * as checkoutDraft from "./20261126000000_checkout_draft.ts";
import * as inquirySku from "./20261127000000_inquiry_sku.ts";
import * as cartLinePrice from "./20261128000000_cart_line_price.ts";
import * as inquiryReply from "./20261129000000_inquiry_reply.ts";
import * as feedbackSender from "./20261207000000_feedback_sender.ts";
import * as cancelDeclined from "./20261208000000_cancel_declined.ts";

/** Every migration, by its timestamped name. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  "20261122000000_catalog": catalog,
  "20261122010000_customers": customers,
  "20261122020000_orders": orders,
  "20261123000000_attachments": attachments,
  "20261123020000_reviews": reviews,
  "20261123030000_engagement": engagement,
  "20261124020000_returns": returns,
  "20261125000000_live": live,
  "20261126000000_checkout_draft": checkoutDraft,
  "20261127000000_inquiry_sku": inquirySku,
  "20261128000000_cart_line_price": cartLinePrice,
  "20261129000000_inquiry_reply": inquiryReply,
  "20261207000000_feedback_sender": feedbackSender,
  "20261208000000_cancel_declined": cancelDeclined,
};
