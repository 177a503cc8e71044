import { HEARTBEAT_MS, PING_CODE, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from "#contract/codes.ts";
import type { RealtimePush } from "#contract/realtime.ts";

/** The socket's flags (spec §4): connected while open; `reconnect` once the attempts ran out. */
export type RealtimeState = { connected: boolean; reconnect: boolean };

type Timers = {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
};

type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

export type RealtimeOptions = {
  /** The socket address, with a fresh ticket when the shopper has one (tickets are single use). */
  address(): Promise<string>;
  onPush(push: RealtimePush): void;
  onState(state: RealtimeState): void;
  createSocket?: (url: string) => SocketLike;
  timers?: Timers;
  log?: (message: string, detail?: unknown) => void;
};

const OPEN = 1;

/**
 * The browser's end of the realtime socket (spec §4, §7, §9): pings every 10 s while connected, sets
 * the connected flag on open and clears it on close, reconnects at most 5 times 50 s apart, then sets
 * the reconnect flag and waits for `reconnect()`. Errors are logged, never thrown at the shopper.
 */
export class RealtimeClient {
  readonly #options: Required<Omit<RealtimeOptions, "log">> & Pick<RealtimeOptions, "log">;
  #socket: SocketLike | null = null;
  #ping: unknown = null;
  #retry: unknown = null;
  #attempts = 0;
  #stopped = false;
  #state: RealtimeState = { connected: false, reconnect: false };
  readonly #watches = new Set<number>();

  constructor(options: RealtimeOptions) {
    this.#options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      // Bound to the global: browsers refuse `setInterval` called on another object ("Illegal invocation").
      timers: {
        setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
        clearTimeout: (id) => globalThis.clearTimeout(id as number),
        setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
        clearInterval: (id) => globalThis.clearInterval(id as number),
      },
      ...options,
    };
  }

  get state(): RealtimeState {
    return this.#state;
  }

  start(): void {
    this.#stopped = false;
    void this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    this.#clearTimers();
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000);
    this.#setState({ connected: false, reconnect: false });
  }

  /** The shopper's "reconnect": a fresh round of attempts. */
  reconnect(): void {
    this.#attempts = 0;
    this.#setState({ ...this.#state, reconnect: false });
    if (!this.#socket) void this.#connect();
  }

  /** Hear when this product's stock changes (kept across reconnects). */
  watch(productId: number): void {
    this.#watches.add(productId);
    this.#send({ code: 0, msg: "watch", data: { productId } });
  }

  unwatch(productId: number): void {
    this.#watches.delete(productId);
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    let url: string;
    try {
      url = await this.#options.address();
    } catch (error) {
      this.#options.log?.("realtime: no address", error);
      this.#closed();
      return;
    }
    if (this.#stopped) return;
    let socket: SocketLike;
    try {
      socket = this.#options.createSocket(url);
    } catch (error) {
      this.#options.log?.("realtime: cannot open", error);
      this.#closed();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempts = 0;
      this.#setState({ connected: true, reconnect: false });
      for (const productId of this.#watches) this.#send({ code: 0, msg: "watch", data: { productId } });
      this.#ping = this.#options.timers.setInterval(() => this.#send({ code: PING_CODE, msg: "ping" }), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      try {
        const message = JSON.parse(event.data) as { code?: unknown; msg?: unknown };
        if (message.code === 0 && typeof message.msg === "string") this.#options.onPush(message as RealtimePush);
      } catch (error) {
        this.#options.log?.("realtime: unreadable message", error);
      }
    };
    socket.onerror = (event) => this.#options.log?.("realtime: socket error", event);
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#closed();
    };
  }

  #closed(): void {
    this.#clearTimers();
    if (this.#stopped) return;
    if (this.#attempts >= RECONNECT_ATTEMPTS) {
      this.#setState({ connected: false, reconnect: true });
      return;
    }
    this.#attempts += 1;
    this.#setState({ connected: false, reconnect: false });
    this.#retry = this.#options.timers.setTimeout(() => {
      this.#retry = null;
      void this.#connect();
    }, RECONNECT_DELAY_MS);
  }

  #send(message: unknown): void {
    if (this.#socket?.readyState !== OPEN) return;
    try {
      this.#socket.send(JSON.stringify(message));
    } catch (error) {
      this.#options.log?.("realtime: send failed", error);
    }
  }

  #clearTimers(): void {
    if (this.#ping !== null) this.#options.timers.clearInterval(this.#ping);
    if (this.#retry !== null) this.#options.timers.clearTimeout(this.#retry);
    this.#ping = null;
    this.#retry = null;
  }

  #setState(next: RealtimeState): void {
    if (next.connected === this.#state.connected && next.reconnect === this.#state.reconnect) return;
    this.#state = next;
    this.#options.onState(next);
  }
}
