import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../shared/logger.ts";
import { postgresBus, type BusEvent, type EventBus, type ShopEvent } from "./events.ts";

// Several processes on one PostgreSQL: each has its own bus; an event published by one reaches every
// one of them through LISTEN/NOTIFY. Only the PostgreSQL pass of the suite has a server to run it on.
const url = process.env.TEST_DATABASE_URL;
const buses: EventBus[] = [];
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
});

function heard(bus: EventBus, count: number): Promise<BusEvent[]> {
  const seen: BusEvent[] = [];
  return new Promise((resolve) => {
    const stop = bus.subscribe((event) => {
      seen.push(event);
      if (seen.length === count) {
        stop();
        resolve(seen);
      }
    });
  });
}

describe.runIf(url)("the PostgreSQL event bus", () => {
  it("carries an event from one process to every process, the sender included, once each", async () => {
    const log = createLogger("silent");
    const [first, second] = [postgresBus(url!, log), postgresBus(url!, log)];
    buses.push(first, second);
    // The listening connections come up asynchronously: publish until both have heard one.
    const warm = Promise.all([heard(first, 1), heard(second, 1)]);
    const warming = setInterval(() => first.publish({ owner: "c:0", event: { type: "inquiry.replied", id: 0 } }), 100);
    await warm;
    clearInterval(warming);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const event: ShopEvent = { owner: "c:42", event: { type: "order.updated", number: "20261123000001", status: "in-progress", payStatus: "paid", deliveryStatus: "shipped", notice: "live.order.shipped" } };
    const onFirst = heard(first, 1);
    const onSecond = heard(second, 1);
    const all: BusEvent[] = [];
    const stop = second.subscribe((e) => all.push(e));
    second.publish(event);
    // The sender hears its own event at once, before the round trip through PostgreSQL.
    expect(all).toEqual([event]);
    expect(await onFirst).toEqual([event]);
    expect(await onSecond).toEqual([event]);
    // …and not a second time when its own notification comes back.
    const change: BusEvent = { owner: null, event: { type: "shop.changed", at: 1 } };
    const changeOnSecond = heard(second, 1);
    first.publish(change);
    expect(await changeOnSecond).toEqual([change]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    expect(all).toEqual([event, change]);
  });
});
