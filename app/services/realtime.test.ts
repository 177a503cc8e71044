import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeClient, type RealtimeState } from "./realtime.ts";

/** A socket the test drives: it opens, closes and receives when told to. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function client() {
  const states: RealtimeState[] = [];
  const pushes: unknown[] = [];
  let ticket = 0;
  const realtime = new RealtimeClient({
    address: async () => `ws://shop.test/ws/message?token=t${++ticket}`,
    onPush: (push) => pushes.push(push),
    onState: (state) => states.push(state),
    createSocket: (url) => new FakeSocket(url),
  });
  return { realtime, states, pushes };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the realtime client", () => {
  it("pings every 10 s while connected, with the connected flag set on open and cleared on close", async () => {
    const { realtime, states } = client();
    realtime.start();
    await flush();
    const socket = FakeSocket.made[0]!;
    expect(socket.url).toBe("ws://shop.test/ws/message?token=t1");
    socket.open();
    expect(states.at(-1)).toEqual({ connected: true, reconnect: false });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual(['{"code":200,"msg":"ping"}']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(socket.sent).toHaveLength(3);
    socket.drop();
    expect(states.at(-1)).toEqual({ connected: false, reconnect: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.sent).toHaveLength(3);
    realtime.stop();
  });

  it("reconnects at most 5 times, 50 s apart, each with a new ticket, then sets the reconnect flag", async () => {
    const { realtime, states } = client();
    realtime.start();
    await flush();
    FakeSocket.made[0]!.drop();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await vi.advanceTimersByTimeAsync(49_999);
      expect(FakeSocket.made).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.made).toHaveLength(attempt + 1);
      expect(FakeSocket.made[attempt]!.url).toBe(`ws://shop.test/ws/message?token=t${attempt + 1}`);
      FakeSocket.made[attempt]!.drop();
    }
    expect(states.at(-1)).toEqual({ connected: false, reconnect: true });
    await vi.advanceTimersByTimeAsync(500_000);
    expect(FakeSocket.made).toHaveLength(6);

    // The shopper's "reconnect" starts again; an open socket clears the flag.
    realtime.reconnect();
    await flush();
    expect(FakeSocket.made).toHaveLength(7);
    FakeSocket.made[6]!.open();
    expect(states.at(-1)).toEqual({ connected: true, reconnect: false });
    realtime.stop();
  });

  it("counts attempts from the last good connection", async () => {
    const { realtime, states } = client();
    realtime.start();
    await flush();
    FakeSocket.made[0]!.open();
    FakeSocket.made[0]!.drop();
    await vi.advanceTimersByTimeAsync(50_000);
    FakeSocket.made[1]!.open();
    FakeSocket.made[1]!.drop();
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(50_000);
      FakeSocket.made.at(-1)!.drop();
    }
    expect(states.at(-1)?.reconnect).toBe(false);
    realtime.stop();
  });

  it("hands pushes on, watches products again after a reconnect, and never throws at the page", async () => {
    const { realtime, pushes } = client();
    realtime.start();
    await flush();
    const first = FakeSocket.made[0]!;
    first.open();
    realtime.watch(7);
    expect(first.sent).toContain('{"code":0,"msg":"watch","data":{"productId":7}}');
    first.onmessage?.({ data: '{"code":0,"msg":"cart.changed","data":{"count":2,"version":9}}' });
    first.onmessage?.({ data: "not json" });
    first.onmessage?.({ data: '{"code":200,"msg":"pong"}' });
    expect(pushes).toEqual([{ code: 0, msg: "cart.changed", data: { count: 2, version: 9 } }]);
    first.drop();
    await vi.advanceTimersByTimeAsync(50_000);
    const second = FakeSocket.made[1]!;
    second.open();
    expect(second.sent).toContain('{"code":0,"msg":"watch","data":{"productId":7}}');
    realtime.stop();
  });

  it("treats a failed ticket request as a failed attempt", async () => {
    const states: RealtimeState[] = [];
    const realtime = new RealtimeClient({
      address: () => Promise.reject(new Error("offline")),
      onPush: () => {},
      onState: (state) => states.push(state),
      createSocket: (url) => new FakeSocket(url),
      log: () => {},
    });
    realtime.start();
    await flush();
    await vi.advanceTimersByTimeAsync(5 * 50_000);
    expect(FakeSocket.made).toHaveLength(0);
    expect(states.at(-1)).toEqual({ connected: false, reconnect: true });
  });
});
