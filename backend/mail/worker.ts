// The mail worker thread: composes and sends what the server's thread hands it (see mailer.ts).
// Imports nothing but the transport, so that Node loads it as it is, in tests and in production.
import { parentPort, workerData } from "node:worker_threads";
import { createTransportMailer, type TransportOptions } from "./transport.ts";
import type { Request, Reply } from "./mailer.ts";

const mailer = createTransportMailer(workerData as TransportOptions);
const port = parentPort!;

port.on("message", (request: Request) => {
  const sent =
    request.kind === "email" ? mailer.sendEmail(request.to, request.content) : mailer.sendSms(request.to, request.text);
  sent.then(
    () => port.postMessage({ id: request.id } satisfies Reply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies Reply),
  );
});
