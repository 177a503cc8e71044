import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/locales.ts";
import { createLogger } from "#backend/shared/logger.ts";
import { startSmtpSink } from "#tests/setup/smtp-sink.ts";
import { createMailer } from "./mailer.ts";
import { codeEmail, codeSms, existingAccountEmail } from "./messages.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("mail messages", () => {
  it.each(LANGUAGES)("has a %s code email with the code in text and HTML", (lang) => {
    const mail = codeEmail(lang, "Shop", "verify", "042917");
    expect(mail.subject).toContain("Shop");
    expect(mail.text).toContain("042917");
    expect(mail.text).toContain("10");
    expect(mail.html).toContain("042917");
    expect(mail.text).not.toMatch(/\{\{|\}\}/);
    expect(codeSms(lang, "Shop", "042917")).toContain("042917");
  });

  it("escapes the shop name and links in HTML", () => {
    const mail = existingAccountEmail("en", `<img src=x onerror=alert(1)>`, `https://x.test/?a="><script>`);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;img");
    expect(mail.text).toContain("<img src=x onerror=alert(1)>");
  });

  it("falls back to English for an unknown language", () => {
    expect(codeEmail("xx", "Shop", "reset", "123456").subject).toBe("Shop: reset your password");
  });
});

describe("mailer", () => {
  it("writes emails to the outbox without SMTP, and text messages always", async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), "shop-outbox-"));
    dirs.push(outboxDir);
    const mailer = createMailer({
      smtpUrl: null,
      outboxDir,
      from: "Shop <no-reply@shop.test>",
      log: createLogger("silent"),
    });
    await mailer.sendEmail("ada@example.com", codeEmail("fr", "Shop", "signin", "555111"));
    await mailer.sendSms("+4915112345678", codeSms("en", "Shop", "555111"));
    const files = (await readdir(outboxDir)).sort();
    expect(files.filter((f) => f.endsWith("-email.eml"))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith("-email.json"))).toHaveLength(1);
    // Written under a `.part` name and renamed: a reader never finds half a message, nor a leftover.
    expect(files.filter((f) => f.endsWith(".part"))).toEqual([]);
    const summary = JSON.parse(
      await readFile(
        join(
          outboxDir,
          files.find((f) => f.endsWith("-email.json"))!,
        ),
        "utf8",
      ),
    );
    expect(summary).toMatchObject({
      channel: "email",
      to: "ada@example.com",
      subject: "Shop\u202F: votre code de connexion",
    });
    const eml = await readFile(
      join(
        outboxDir,
        files.find((f) => f.endsWith(".eml"))!,
      ),
      "utf8",
    );
    expect(eml).toMatch(/^To: ada@example.com$/m);
    expect(eml).toContain("text/html");
    const sms = JSON.parse(
      await readFile(
        join(
          outboxDir,
          files.find((f) => f.endsWith("-sms.json"))!,
        ),
        "utf8",
      ),
    );
    expect(sms).toMatchObject({ channel: "sms", to: "+4915112345678" });
    expect(sms.text).toContain("555111");
  });

  it("sends through SMTP when configured, in the customer's language", async () => {
    const sink = await startSmtpSink();
    try {
      const outboxDir = await mkdtemp(join(tmpdir(), "shop-outbox-"));
      dirs.push(outboxDir);
      const mailer = createMailer({
        smtpUrl: sink.url,
        outboxDir,
        from: "Shop <no-reply@shop.test>",
        log: createLogger("silent"),
      });
      await mailer.sendEmail("kenji@example.com", codeEmail("ja", "Shop", "verify", "908172"));
      const message = await sink.next("kenji@example.com");
      expect(message.subject).toBe("Shop：認証コード");
      expect(message.text).toContain("908172");
      expect(message.text).toContain("認証");
      expect(message.html).toContain("908172");
      expect(await readdir(outboxDir)).toEqual([]);
    } finally {
      await sink.close();
    }
  });

  it("reports a message the worker could not send", async () => {
    // A port that was free a moment ago: the connection is refused.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${closed}`, outboxDir: tmpdir(), from: "Shop <no-reply@shop.test>", log: createLogger("silent") });
    await expect(mailer.sendEmail("ada@example.com", codeEmail("en", "Shop", "verify", "123456"))).rejects.toThrow(/ECONNREFUSED/);
  });

  it("keeps the process alive until its messages are out, and not after", async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), "shop-outbox-"));
    dirs.push(outboxDir);
    // A process that hands over three messages and returns at once: it must end by itself, with them written.
    const from = (file: string) => JSON.stringify(pathToFileURL(join(import.meta.dirname, file)).href);
    const script = `
      import { createMailer } from ${from("mailer.ts")};
      import { codeEmail } from ${from("messages.ts")};
      import { createLogger } from ${from("../shared/logger.ts")};
      const mailer = createMailer({ smtpUrl: null, outboxDir: ${JSON.stringify(outboxDir)}, from: "Shop <no-reply@shop.test>", log: createLogger("silent") });
      for (const code of ["111111", "222222"]) void mailer.sendEmail("ada@example.com", codeEmail("en", "Shop", "verify", code));
      void mailer.sendSms("+4915112345678", "333333");
    `;
    await writeFile(join(outboxDir, "send.mjs"), script);
    await promisify(execFile)(process.execPath, [join(outboxDir, "send.mjs")], { timeout: 20_000 });
    const files = await readdir(outboxDir);
    expect(files.filter((f) => f.endsWith("-email.eml"))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith("-sms.json"))).toHaveLength(1);
  });
});
