import { delay, http, HttpResponse } from "msw";
import { DEFAULT_ROUTER_CONFIG } from "#contract/router.ts";
import { DEFAULT_THEME } from "#contract/theme.ts";
import type { PageResponse } from "#contract/page.ts";

/** The remote backend the storefront talks to in split mode, for simulating its failures. */
export const BACKEND = "http://backend.test";

export function pageResponse(overrides: Partial<PageResponse> = {}): PageResponse {
  return {
    data: { slug: "home" },
    theme: DEFAULT_THEME,
    pageHead: "",
    pageBody: "",
    pageFoot: "",
    meta: { title: "Home", description: "", type: "custom", slug: "home", lang: "en" },
    ...overrides,
  };
}

const wrap = (code: number, msg: string, data: unknown = null) => ({ code, msg, data });

/** Named upstream scenarios for loader tests. */
export const scenarios = {
  page: (page: PageResponse) => http.get(`${BACKEND}/*`, () => HttpResponse.json(wrap(0, "ok", page))),
  status: (status: number, code = 40) =>
    http.get(`${BACKEND}/*`, () => HttpResponse.json(wrap(code, `status ${status}`), { status })),
  authInvalid: () => http.get(`${BACKEND}/*`, () => HttpResponse.json(wrap(50, "errors.login"), { status: 200 })),
  hang: () =>
    http.all(`${BACKEND}/*`, async () => {
      await delay("infinite");
      return HttpResponse.json(wrap(0, "ok"));
    }),
  emptyBody: () => http.all(`${BACKEND}/*`, () => new HttpResponse(null, { status: 502 })),
  networkError: () => http.all(`${BACKEND}/*`, () => HttpResponse.error()),
  fullFail: (msg: string) => http.post(`${BACKEND}/*`, () => HttpResponse.json(wrap(41, msg), { status: 200 })),
  productList: (items: unknown[] = []) =>
    http.get(`${BACKEND}/api/web/product/list`, () =>
      HttpResponse.json(wrap(0, "ok", { items, total: items.length, page: 1, pageSize: 8 })),
    ),
  settings: () =>
    http.get(`${BACKEND}/api/web/shop/settings`, () =>
      HttpResponse.json(wrap(0, "ok", { name: "Test", theme: DEFAULT_THEME, router: DEFAULT_ROUTER_CONFIG, currencies: [], timeZone: "UTC" })),
    ),
};
