import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
      subject: "Shop : votre code de connexion",
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
});
