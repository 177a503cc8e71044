import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APPLY_TYPES,
  RETURN_ACTIONS,
  RETURN_STAGES,
  ReturnMessages,
  STATUS_OF_STAGE,
  type ApplyType,
  type ReturnStage,
} from "#contract/returns.ts";
import { makeOutbox, seedShipping, type Outbox } from "#tests/fixtures/orders.ts";
import { act, deliveredOrder, PATHS, requestAt, stageOf, type DeliveredOrder } from "#tests/fixtures/returns.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { signedEvent } from "../payments/test-gateway.ts";
import { actionsFor, canTake, fromStages, INITIAL_STAGE, targetOf, TRANSITIONS } from "./machine.ts";

const SECRET = "machine-test-secret";
const PERSON_ACTIONS = ["cancel", "approve", "refuse", "ship-back", "receive", "refund", "ship-replacement", "close"];

let backend: TestBackend;
let outbox: Outbox;
beforeAll(async () => {
  outbox = await makeOutbox();
  backend = await createTestBackend({ outboxDir: outbox.dir, paymentSecret: SECRET });
  await seedShipping(backend.db);
});
afterAll(async () => {
  await backend.close();
  await outbox.remove();
});

describe("the transitions table", () => {
  it("gives every (action, apply type) one target, reachable stages only, and nothing out of an end", () => {
    for (const action of RETURN_ACTIONS) {
      for (const type of APPLY_TYPES) {
        const targets = new Set(
          TRANSITIONS.filter((t) => t.action === action && t.types.includes(type)).map((t) => t.to),
        );
        expect(targets.size, `${action} ${type}`).toBeLessThanOrEqual(1);
        expect(targetOf(action, type) === null, `${action} ${type}`).toBe(fromStages(action, type).length === 0);
      }
    }
    for (const type of APPLY_TYPES) {
      const reached = new Set<ReturnStage>([INITIAL_STAGE]);
      for (let grew = true; grew;) {
        grew = false;
        for (const t of TRANSITIONS) {
          if (t.types.includes(type) && reached.has(t.from) && !reached.has(t.to)) {
            reached.add(t.to);
            grew = true;
          }
        }
      }
      // refund-only never has goods on the way or back; an exchange never moves money.
      const never: Record<ApplyType, ReturnStage[]> = {
        "return-refund": [],
        exchange: ["refunding"],
        "refund-only": ["returning", "received"],
      };
      const expected = RETURN_STAGES.filter((s) => !never[type].includes(s));
      expect([...reached].sort(), type).toEqual([...expected].sort());
      for (const end of ["completed", "refused", "cancelled", "closed"] as const) {
        expect(actionsFor(end, type, "customer"), `${type} ${end}`).toEqual([]);
        expect(actionsFor(end, type, "merchant"), `${type} ${end}`).toEqual([]);
        expect(STATUS_OF_STAGE[end]).not.toBe("pending");
      }
    }
    expect(canTake("receive", "approved", "refund-only")).toBe(false);
    expect(canTake("refund", "received", "exchange")).toBe(false);
    expect(canTake("cancel", "returning", "return-refund")).toBe(false);
  });

  it("is the table docs/architecture.md shows", () => {
    const docs = readFileSync("docs/architecture.md", "utf8");
    const section = docs.slice(docs.indexOf("| Action | From | To |"));
    // The table's rows: up to the first line that is not one (other tables follow in the section).
    const lines = section.split("\n").slice(2);
    const end = lines.findIndex((line) => !line.startsWith("| "));
    const rows = lines.slice(0, end < 0 ? undefined : end).filter((line) => !line.startsWith("| apply "));
    const documented = rows.flatMap((line) => {
      const [action, from, to, types, by] = line
        .split("|")
        .slice(1, 6)
        .map((cell) => cell.trim());
      const typeList = types === "all" ? [...APPLY_TYPES] : types!.split(", ");
      return from!
        .split(", ")
        .flatMap((f) => typeList.map((type) => `${action!.split(" ")[0]} ${f} ${to} ${type} ${by}`));
    });
    const table = TRANSITIONS.flatMap((t) => t.types.map((type) => `${t.action} ${t.from} ${t.to} ${type} ${t.by}`));
    expect(documented.sort()).toEqual(table.sort());
  });
});

describe("walking the table through the API", () => {
  const orders = new Map<ApplyType, DeliveredOrder>();
  const shop = () => ({ app: backend.app, db: backend.db });
  const orderFor = async (type: ApplyType) => {
    let delivered = orders.get(type);
    if (!delivered) {
      delivered = await deliveredOrder(shop(), { lines: [{ price: 1000, quantity: 99, stock: 500 }] });
      orders.set(type, delivered);
    }
    return delivered;
  };

  it.each(APPLY_TYPES)("%s: every allowed action moves the request to its target", async (type) => {
    const delivered = await orderFor(type);
    for (const t of TRANSITIONS.filter((row) => row.types.includes(type) && row.by !== "provider")) {
      const request = await requestAt(shop(), delivered, type, t.from);
      const answer = await act(shop(), delivered, request, t.action);
      expect(answer.status, `${type}: ${t.action} from ${t.from} (${answer.msg})`).toBe(200);
      // A bank-transfer order is refunded by hand: the refund is confirmed at once, refunding → completed.
      const expected = t.action === "refund" ? targetOf("refund-succeeded", type) : t.to;
      expect(answer.data.stage, `${type}: ${t.action} from ${t.from}`).toBe(expected);
      expect(await stageOf(backend.db, request.id)).toBe(expected);
    }
  });

  it.each(APPLY_TYPES)("%s: the provider's refund events move refunding to completed, or back", async (type) => {
    if (type === "exchange") return;
    // An order of its own: the gateway payment added below would make its other refunds online ones.
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 1000, quantity: 10 }] });
    for (const t of TRANSITIONS.filter((row) => row.types.includes(type) && row.by === "provider")) {
      const request = await requestAt(shop(), delivered, type, "refunding");
      const refund = await backend.db
        .selectFrom("refund")
        .selectAll()
        .where("return_id", "=", request.id)
        .executeTakeFirstOrThrow();
      // The order was paid by bank transfer: give the refund a gateway payment to answer for.
      const payment = await backend.db
        .insertInto("payment")
        .values({
          order_id: refund.order_id,
          method: "test-gateway",
          status: "succeeded",
          amount: Number(refund.amount),
          currency: refund.currency,
          created_at: refund.created_at,
          updated_at: refund.created_at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await backend.db.updateTable("refund").set({ payment_id: payment.id }).where("id", "=", refund.id).execute();
      const event = signedEvent(SECRET, {
        type: t.action === "refund-succeeded" ? "refund.succeeded" : "refund.failed",
        paymentId: payment.id,
        amount: Number(refund.amount),
        currency: refund.currency,
        refundReference: `rf_${randomUUID().replaceAll("-", "")}`,
        refundKey: refund.idempotency_key,
      });
      const res = await backend.app.request("/api/web/payment/webhook/test-gateway", {
        method: "POST",
        headers: event.headers,
        body: event.body,
      });
      expect(res.status, `${type}: ${t.action}`).toBe(200);
      expect(await stageOf(backend.db, request.id), `${type}: ${t.action}`).toBe(t.to);
    }
  });

  it.each(APPLY_TYPES)(
    "%s: every action not allowed at a stage is refused with the message, nothing changed",
    async (type) => {
      const delivered = await orderFor(type);
      const stages = [...Object.keys(PATHS[type]), ...(type === "exchange" ? [] : ["refunding"])] as ReturnStage[];
      let refusals = 0;
      for (const stage of stages) {
        const request = await requestAt(shop(), delivered, type, stage);
        const before = await backend.db
          .selectFrom("return_request")
          .selectAll()
          .where("id", "=", request.id)
          .executeTakeFirstOrThrow();
        for (const action of PERSON_ACTIONS.filter((a) => !canTake(a as never, stage, type))) {
          const answer = await act(shop(), delivered, request, action);
          expect(answer.status, `${type}: ${action} at ${stage}`).toBe(409);
          expect(answer.msg, `${type}: ${action} at ${stage}`).toBe(ReturnMessages.notAllowed);
          expect(answer.data).toEqual({ stage, action });
          refusals++;
        }
        const after = await backend.db
          .selectFrom("return_request")
          .selectAll()
          .where("id", "=", request.id)
          .executeTakeFirstOrThrow();
        expect(after, `${type} at ${stage}`).toEqual(before);
      }
      expect(refusals).toBeGreaterThan(20);
    },
  );
});
