import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { EmailContent } from "./messages.ts";

/** Where messages go: the part of the mailer's options a worker thread can be given. */
export type TransportOptions = {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it every message goes to `outboxDir`. */
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
};

export type Mailer = {
  /** Sends an email; SMTP when configured, else an `.eml` (plus a `.json` summary) in the outbox. */
  sendEmail(to: string, content: EmailContent): Promise<void>;
  /** There is no SMS provider: text messages are always written to the outbox as `*-sms.json`. */
  sendSms(to: string, text: string): Promise<void>;
};

const fileStem = (kind: string) =>
  `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}-${kind}`;

/**
 * Composes and sends on the calling thread. The server runs it in the mail worker (`worker.ts`):
 * building a MIME message costs about as much as placing an order.
 */
export function createTransportMailer(options: TransportOptions): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  // Each file is written under a `.part` name and renamed, so whoever reads the outbox (a relay, a
  // test) never finds half a message. The folder is made when a write finds it missing, not before
  // every message.
  async function toOutbox(stem: string, files: Record<string, string | Buffer>) {
    for (const [ext, body] of Object.entries(files)) {
      const path = join(options.outboxDir, `${stem}.${ext}`);
      const part = `${path}.part`;
      await writeFile(part, body).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        await mkdir(options.outboxDir, { recursive: true });
        await writeFile(part, body);
      });
      await rename(part, path);
    }
  }

  return {
    async sendEmail(to, content) {
      const message = {
        from: options.from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        ...(content.headers ? { headers: content.headers } : {}),
      };
      if (smtp) {
        await smtp.sendMail(message);
        return;
      }
      const info = await stream.sendMail(message);
      const summary = { channel: "email", to, subject: content.subject, text: content.text, headers: content.headers };
      await toOutbox(fileStem("email"), { eml: info.message as Buffer, json: JSON.stringify(summary, null, 2) });
    },
    async sendSms(to, text) {
      await toOutbox(fileStem("sms"), { json: JSON.stringify({ channel: "sms", to, text }, null, 2) });
    },
  };
}
