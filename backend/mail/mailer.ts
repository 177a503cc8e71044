import { Worker } from "node:worker_threads";
import type { Logger } from "../shared/logger.ts";
import type { EmailContent } from "./messages.ts";
import type { Mailer, TransportOptions } from "./transport.ts";

export type { Mailer } from "./transport.ts";

export type MailerOptions = TransportOptions & { log: Logger };

/** What the server's thread hands the mail worker, and what comes back. */
type Message = { kind: "email"; to: string; content: EmailContent } | { kind: "sms"; to: string; text: string };
export type Request = Message & { id: number };
export type Reply = { id: number; error?: string };

type Pending = { resolve: () => void; reject: (error: Error) => void };

/**
 * The mailer: messages are composed and sent in a worker thread. Building a MIME message with
 * nodemailer cost the server's thread as much as placing the order it confirms (docs/performance.md);
 * there it is only handed over. The worker keeps the process alive only while it has messages to send,
 * and is started again if it dies (the messages it held are reported as not sent).
 */
export function createMailer(options: MailerOptions): Mailer {
  const { log, ...transport } = options;

  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let nextId = 1;

  function settle(reply: Reply) {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker?.unref();
    if (reply.error === undefined) waiting.resolve();
    else waiting.reject(new Error(reply.error));
  }

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const started = new Worker(new URL("./worker.ts", import.meta.url), {
      workerData: transport satisfies TransportOptions,
    });
    started.on("message", settle);
    started.on("error", (error) => {
      log.error({ err: error }, "mail worker failed");
      failAll(error);
    });
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`mail worker exited (${code})`));
    });
    started.unref();
    return started;
  }

  function send(message: Message): Promise<void> {
    worker ??= start();
    const id = nextId++;
    const promise = new Promise<void>((resolve, reject) => pending.set(id, { resolve, reject }));
    if (pending.size === 1) worker.ref();
    worker.postMessage({ ...message, id } satisfies Request);
    return promise;
  }

  return {
    sendEmail: (to, content) => send({ kind: "email", to, content }),
    sendSms: (to, text) => send({ kind: "sms", to, text }),
  };
}
