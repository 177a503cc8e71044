import { expect, mailsTo, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import { ADMIN, text } from "./helpers.ts";

const SCRIPT = `<img src=x onerror="alert('subject')">`;
const MESSAGE = `<script>alert("message")</script>\nSecond line & more`;

test("feedback: the contact page's form, refused fields kept as typed, the reference and its email", async ({ page, javaScriptEnabled }) => {
  const email = uniqueEmail("feedback");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/page\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();

  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("feedback.submit") }) });
  await form.getByRole("button", { name: t("feedback.submit") }).click();
  await expect(form.getByText(t("feedback.errors.subject"))).toBeVisible();
  await expect(form.getByText(t("feedback.errors.message"))).toBeVisible();
  await expect(form.getByText(t("feedback.errors.email"))).toBeVisible();

  // Script and HTML are text: kept in the fields after a refusal, never run.
  await form.getByLabel(t("feedback.subject")).fill(SCRIPT);
  await form.getByLabel(t("feedback.message")).fill(MESSAGE);
  await form.getByLabel(t("feedback.email")).fill("not an address");
  await form.getByRole("button", { name: t("feedback.submit") }).click();
  await expect(form.getByText(t("validation.emailFormat"))).toBeVisible();
  await expect(form.getByLabel(t("feedback.subject"))).toHaveValue(SCRIPT);
  await expect(form.getByLabel(t("feedback.message"))).toHaveValue(MESSAGE);

  await form.getByLabel(t("feedback.email")).fill(email);
  await form.getByRole("button", { name: t("feedback.submit") }).click();
  await expect(page.getByText(t("feedback.sent", { email }))).toBeVisible();
  const reference = (await page.getByText(/F-\d{6}/).textContent())!.match(/F-\d{6}/)![0];
  expect(dialogs).toEqual([]);

  // The acknowledgment quotes the reference, not the message; the merchant reads the message as typed.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const mail = await mailsTo(email);
  expect(mail[0]!.text).toContain(reference);
  expect(mail[0]!.text).not.toContain("alert");
  const list = await (await page.request.get("/api/admin/feedback?pageSize=100", { headers: ADMIN })).json();
  const stored = (list.data.items as Array<{ reference: string; subject: string; message: string }>).find((f) => f.reference === reference);
  expect(stored).toMatchObject({ subject: SCRIPT, message: MESSAGE });

  // Without JavaScript, reloading the answer posts the form again: the same reference, nothing stored or sent twice.
  if (!javaScriptEnabled) {
    await page.reload();
    await expect(page.getByText(t("feedback.sent", { email }))).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    const again = await (await page.request.get(`/api/admin/feedback?q=${encodeURIComponent(email)}`, { headers: ADMIN })).json();
    expect(again.data.total).toBe(1);
    await page.waitForTimeout(500);
    expect(await mailsTo(email)).toHaveLength(1);
  }

  // Another message starts from an empty form.
  await page.getByRole("link", { name: t("feedback.another") }).click();
  await expect(form.getByLabel(t("feedback.subject"))).toHaveValue("");
});

test("feedback: a signed-in customer's address fills the email field", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("feedback-customer");
  await signUp(page, email);
  await page.goto("/de/page/contact");
  await expect(page.getByLabel(text("de", "feedback.email"), { exact: true })).toHaveValue(email);
});
