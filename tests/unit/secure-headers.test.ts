import { describe, expect, it } from "vitest";
import { NON_DOCUMENT_CSP, secureHeaders } from "../../server/headers.ts";

const options = { path: "/product/tee", cookie: null, https: false };

describe("secureHeaders", () => {
  it("gives an answer without a policy the one that runs nothing", () => {
    const headers = new Headers();
    secureHeaders(headers, options);
    expect(headers.get("Content-Security-Policy")).toBe(NON_DOCUMENT_CSP);
  });

  it("keeps a document's own policy, enforced or only reported (development), and adds none beside it", () => {
    const enforced = new Headers({ "Content-Security-Policy": "default-src 'self'" });
    secureHeaders(enforced, options);
    expect(enforced.get("Content-Security-Policy")).toBe("default-src 'self'");

    const reported = new Headers({ "Content-Security-Policy-Report-Only": "default-src 'self'" });
    secureHeaders(reported, options);
    expect(reported.get("Content-Security-Policy")).toBeNull();
    expect(reported.get("Content-Security-Policy-Report-Only")).toBe("default-src 'self'");
  });
});
