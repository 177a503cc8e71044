import { createServer } from "node:http";
import { startSmtpSink } from "../setup/smtp-sink.ts";

// The e2e shop's mail server: the tests' SMTP sink on E2E_PORT+1 and, on E2E_PORT+2, a small HTTP
// endpoint that answers what reached an address: GET /messages?to=ADDRESS → [{subject, text}].

const base = Number(process.env.E2E_PORT ?? 3210);
const sink = await startSmtpSink(base + 1);

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://sink");
  const to = url.searchParams.get("to")?.toLowerCase() ?? "";
  const found = url.pathname === "/messages" ? sink.messages.filter((m) => m.to.includes(to)) : [];
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(found.map(({ to: recipients, subject, text }) => ({ to: recipients, subject, text }))));
}).listen(base + 2, "127.0.0.1");
