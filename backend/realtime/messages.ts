import { Code, PING_CODE } from "#contract/codes.ts";

/** Largest socket message read; the heartbeat is a few dozen bytes. */
export const MAX_SOCKET_MESSAGE = 4096;

const BAD_MESSAGE = JSON.stringify({ code: Code.result, msg: "errors.badMessage" });
const PONG = JSON.stringify({ code: PING_CODE, msg: "pong" });

/** The answer to one client message on `/ws/message`: a pong to the heartbeat, null to anything else valid. */
export function answerSocketMessage(raw: string): string | null {
  if (raw.length > MAX_SOCKET_MESSAGE || Buffer.byteLength(raw) > MAX_SOCKET_MESSAGE) return BAD_MESSAGE;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return BAD_MESSAGE;
  }
  if (message && typeof message === "object" && !Array.isArray(message)) {
    const { code, msg } = message as { code?: unknown; msg?: unknown };
    if (code === PING_CODE && msg === "ping") return PONG;
  }
  return null;
}

/** A `{code: 0, msg: "watch", data: {productId}}` message: the product id to watch, else null. */
export function readWatch(raw: string): number | null {
  if (raw.length > 200 || !raw.includes('"watch"')) return null;
  try {
    const message = JSON.parse(raw) as { code?: unknown; msg?: unknown; data?: { productId?: unknown } };
    const id = message?.data?.productId;
    return message.code === Code.success && message.msg === "watch" && Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
  } catch {
    return null;
  }
}
