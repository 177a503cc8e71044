import { beforeAll } from "vitest";
import { seedShipping } from "#backend/db/seed-data/shipping.ts";
import { createTestBackend, type TestBackend } from "./backend.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

/**
 * A backend that mails through a real SMTP sink, with the shop's shipping rates seeded: the setup of the
 * order and after-sales email tests. `close` stops both; return it from `beforeAll`.
 */
export async function startMailingBackend() {
  const sink = await startSmtpSink();
  const backend = await createTestBackend({ smtpUrl: sink.url, publicUrl: "https://shop.example" });
  await seedShipping(backend.db);
  return {
    backend,
    sink,
    async close() {
      await backend.close();
      await sink.close();
    },
  };
}

/**
 * The same, started before the file's tests and closed after them: `use` receives it (assign the backend
 * and the sink to the file's variables there).
 */
export function withMailingBackend(use: (mailing: { backend: TestBackend; sink: SmtpSink }) => void): void {
  beforeAll(async () => {
    const mailing = await startMailingBackend();
    use(mailing);
    return mailing.close;
  });
}
