import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the sink received it, with its text part decoded. */
export type SunkMessage = { to: string[]; raw: string; subject: string; text: string; html: string };

/**
 * A real SMTP server on a loopback port (random unless given) that keeps what it receives. Point the backend's
 * `smtpUrl` at `sink.url`; read codes with `sink.codeFor(address)`.
 */
export async function startSmtpSink(port = 0) {
  const messages: SunkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, ...decode(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;

  /** Waits (up to `timeoutMs`) for the first message to `to` not yet taken, and takes it. */
  const taken = new Set<SunkMessage>();
  async function next(to: string, timeoutMs = 5000): Promise<SunkMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
      if (found) {
        taken.add(found);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no message to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    next,
    /** The next message to `to` whose subject matches, taking the ones before it (an order confirmation, say). */
    async nextAbout(to: string, subject: RegExp): Promise<SunkMessage> {
      for (;;) {
        const message = await next(to);
        if (subject.test(message.subject)) return message;
      }
    },
    /** The 6-digit code of the next message to `to`. */
    async codeFor(to: string): Promise<string> {
      const message = await next(to);
      const code = /\b(\d{6})\b/.exec(message.text)?.[1];
      if (!code) throw new Error(`no code in the message to ${to}: ${message.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Decodes the subject and the text/html parts of a (possibly multipart) message, enough for tests. */
function decode(raw: string): { subject: string; text: string; html: string } {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const subject = decodeWords(/^subject: (.*)$/im.exec(headers)?.[1] ?? "");
  const parts = { text: "", html: "" };
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const partHead = chunk.slice(0, split);
    const body = chunk.slice(split).replace(/^\r?\n\r?\n/, "");
    const type = /content-type:\s*text\/(plain|html)/i.exec(partHead)?.[1]?.toLowerCase();
    if (!type) continue;
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(partHead)?.[1]?.toLowerCase();
    const decoded =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? quotedPrintable(body)
          : body;
    parts[type === "plain" ? "text" : "html"] = decoded.trim();
  }
  return { subject, ...parts };
}

function quotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeWords(value: string): string {
  // RFC 2047 §6.2: the whitespace between two encoded words is not part of the text.
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : quotedPrintable(text.replace(/_/g, " ")),
  );
}
