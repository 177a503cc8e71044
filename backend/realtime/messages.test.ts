import { describe, expect, it } from "vitest";
import { answerSocketMessage, MAX_SOCKET_MESSAGE } from "./messages.ts";

describe("answerSocketMessage", () => {
  it("answers the heartbeat", () => {
    expect(answerSocketMessage('{"code":200,"msg":"ping"}')).toBe('{"code":200,"msg":"pong"}');
  });
  it.each(['{"code":200,"msg":"hello"}', '{"code":201,"msg":"ping"}', "[1,2]", "null", '"ping"'])(
    "ignores %s",
    (raw) => {
      expect(answerSocketMessage(raw)).toBeNull();
    },
  );
  it.each(["{", "", "ping", `{"msg":"${"x".repeat(MAX_SOCKET_MESSAGE)}"}`, `{"msg":"${"é".repeat(2100)}"}`])(
    "refuses malformed or oversized messages",
    (raw) => {
      expect(JSON.parse(answerSocketMessage(raw)!)).toEqual({ code: 40, msg: "errors.badMessage" });
    },
  );
});
