import { describe, expect, it } from "vitest";
import { readReviewQuery, reviewListHref } from "./query.ts";

describe("the review list's place in the address", () => {
  it("reads its own keys and falls back on anything else", () => {
    expect(readReviewQuery(new URLSearchParams("reviews_sort=helpful&reviews_rating=4&reviews_page=3"))).toEqual({ sort: "helpful", rating: 4, page: 3 });
    expect(readReviewQuery(new URLSearchParams("reviews_sort=<script>&reviews_rating=6&reviews_page=-1&sort=price-asc"))).toEqual({ sort: "newest", rating: null, page: 1 });
    expect(readReviewQuery(new URLSearchParams("reviews_rating=2.5&reviews_page=1001"))).toEqual({ sort: "newest", rating: null, page: 1 });
  });

  it("changes one setting, keeps the product's own query, and starts a new filter or sort on page 1", () => {
    const search = "?preview=true&reviews_sort=lowest&reviews_page=3";
    expect(reviewListHref("/de/product/tee", search, { rating: 5 })).toBe("/de/product/tee?preview=true&reviews_sort=lowest&reviews_rating=5#reviews");
    expect(reviewListHref("/de/product/tee", search, { sort: "newest" })).toBe("/de/product/tee?preview=true#reviews");
    expect(reviewListHref("/de/product/tee", search, { page: 4 })).toBe("/de/product/tee?preview=true&reviews_sort=lowest&reviews_page=4#reviews");
    expect(reviewListHref("/product/tee", "", { page: 1 })).toBe("/product/tee#reviews");
  });
});
