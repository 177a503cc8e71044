import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

// The e2e shop's mail server: a real SMTP sink on E2E_PORT+1 and, on E2E_PORT+2, a small HTTP
// endpoint that answers what reached an address: GET /messages?to=ADDRESS → [{subject, text}].

const base = Number(process.env.E2E_PORT ?? 3210);
type Message = { to: string[]; subject: string; text: string };
const messages: Message[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), ...decode(raw) });
      callback();
    });
  },
});
smtp.listen(base + 1, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://sink");
  const to = url.searchParams.get("to")?.toLowerCase() ?? "";
  const found = url.pathname === "/messages" ? messages.filter((m) => m.to.includes(to)) : [];
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(found));
}).listen(base + 2, "127.0.0.1");

/** Subject and plain-text part, enough for tests to read a code. */
function decode(raw: string): { subject: string; text: string } {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const subject = /^subject: (.*)$/im.exec(head)?.[1] ?? "";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  for (const chunk of boundary ? raw.split(`--${boundary}`) : [raw]) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0 || !/content-type:\s*text\/plain/i.test(chunk.slice(0, split))) continue;
    const body = chunk.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(chunk.slice(0, split))?.[1]?.toLowerCase();
    if (encoding === "base64") return { subject, text: Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") };
    if (encoding === "quoted-printable") {
      const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return { subject, text: Buffer.from(bytes, "latin1").toString("utf8") };
    }
    return { subject, text: body };
  }
  return { subject, text: raw };
}
