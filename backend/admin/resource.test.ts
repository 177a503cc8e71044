import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#backend/shared/http.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { mapDbError } from "./resource.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const now = new Date().toISOString();
const content = { description: "", i18n: "{}", hidden: 0, created_at: now, updated_at: now };
const caught = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return null;
};

describe("mapDbError", () => {
  it("turns the database's own constraint errors into client answers", async () => {
    const tag = { ...content, slug: "dup", name: "Dup" };
    await backend.db.insertInto("tag").values(tag).execute();
    const slug = await backend.db
      .insertInto("tag")
      .values(tag)
      .execute()
      .catch((e: unknown) => e);
    expect(caught(() => mapDbError(slug))).toMatchObject({ status: 409, message: "errors.slugTaken" });

    const coupon = {
      ...content,
      slug: "c1",
      code: "DUP",
      title: "C",
      kind: "percent" as const,
      value: 10,
      used_count: 0,
    };
    await backend.db.insertInto("coupon").values(coupon).execute();
    const code = await backend.db
      .insertInto("coupon")
      .values({ ...coupon, slug: "c2" })
      .execute()
      .catch((e: unknown) => e);
    expect(caught(() => mapDbError(code))).toMatchObject({ status: 409, message: "errors.codeTaken" });

    const product = {
      ...content,
      ...{ slug: "fk", name: "P", category_id: 4242, specs: "[]", options: "[]", score: 0, review_count: 0, sort: 0 },
    };
    const fk = await backend.db
      .insertInto("product")
      .values(product)
      .execute()
      .catch((e: unknown) => e);
    const answer = caught(() => mapDbError(fk));
    expect(answer).toBeInstanceOf(ApiError);
    expect(answer).toMatchObject({ status: 400, message: "errors.validation" });

    const other = new Error("disk on fire");
    expect(caught(() => mapDbError(other))).toBe(other);
  });
});
