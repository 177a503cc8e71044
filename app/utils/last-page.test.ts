import { describe, expect, it } from "vitest";
import { hasListingFilters, lastPageAddress, redirectPastLastPage } from "./last-page.ts";

const url = (path: string) => new URL(`https://shop.test${path}`);

describe("lastPageAddress", () => {
  it("sends a page past the last one to the last one, keeping the rest of the query", () => {
    expect(lastPageAddress(url("/ko/category/clothing?sort=name&page=999&min=10"), { total: 30, page: 999, pageSize: 12 })).toBe(
      "/ko/category/clothing?sort=name&page=3&min=10",
    );
  });

  it("drops the page number when the listing has one page or none", () => {
    expect(lastPageAddress(url("/ko/category/bags?page=2"), { total: 5, page: 2, pageSize: 24 })).toBe("/ko/category/bags");
    expect(lastPageAddress(url("/search?q=tote&page=999"), { total: 2, page: 999, pageSize: 24 })).toBe("/search?q=tote");
    expect(lastPageAddress(url("/category/bags?min=200&max=10&page=4"), { total: 0, page: 4, pageSize: 24 })).toBe("/category/bags?min=200&max=10");
  });

  it("leaves a page in range alone", () => {
    expect(lastPageAddress(url("/category/clothing?page=3"), { total: 30, page: 3, pageSize: 12 })).toBeNull();
    expect(lastPageAddress(url("/category/bags"), { total: 0, page: 1, pageSize: 24 })).toBeNull();
  });
});

describe("redirectPastLastPage", () => {
  it("throws a 302 to the last page under the list's own page key, and nothing in range", () => {
    let thrown: unknown = null;
    try {
      redirectPastLastPage(url("/product/tee?reviews_sort=helpful&reviews_page=9"), { total: 12, page: 9, pageSize: 5 }, "reviews_page");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/product/tee?reviews_sort=helpful&reviews_page=3");
    expect(() => redirectPastLastPage(url("/user/order?page=2"), { total: 11, page: 2, pageSize: 10 })).not.toThrow();
    expect(() => redirectPastLastPage(url("/user/order?page=2"), null)).not.toThrow();
  });
});

describe("hasListingFilters", () => {
  it("counts a tag or a price bound, not sorting, paging or empty fields", () => {
    expect(hasListingFilters("?min=200&max=10")).toBe(true);
    expect(hasListingFilters("?sort=name&tag=summer")).toBe(true);
    expect(hasListingFilters("?sort=name&page=2&tag=&min=")).toBe(false);
    expect(hasListingFilters("?mintag=1")).toBe(false);
  });
});
