import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Duplex } from "node:stream";

/**
 * Split mode: the storefront passes a browser's `/ws/message` upgrade on to the backend's socket, so
 * the browser keeps talking to one origin. Bytes are piped both ways once the backend accepts; a
 * refusal (401 for a bad ticket) is answered to the browser as it came.
 */
export function proxyUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, backendUrl: string, headers: Record<string, string>): void {
  const target = new URL(request.url ?? "/ws/message", backendUrl);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const upstream = send(target, {
    method: "GET",
    headers: { ...request.headers, ...headers, host: target.host },
    timeout: 10_000,
  });
  const fail = (status: string) => {
    if (!socket.destroyed) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
  upstream.on("upgrade", (response, backend, backendHead) => {
    const lines = [`HTTP/1.1 101 ${response.statusMessage ?? "Switching Protocols"}`];
    for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (backendHead.length) socket.write(backendHead);
    if (head.length) backend.write(head);
    backend.on("error", () => socket.destroy());
    socket.on("error", () => backend.destroy());
    backend.pipe(socket).pipe(backend);
  });
  upstream.on("response", (response) => {
    fail(`${response.statusCode ?? 502} ${response.statusMessage ?? "Bad Gateway"}`);
    response.resume();
  });
  upstream.on("timeout", () => upstream.destroy(new Error("socket upgrade timed out")));
  upstream.on("error", () => fail("502 Bad Gateway"));
  upstream.end();
}
