import { data, redirect } from "react-router";
import { API_TIMEOUT_MS, Code } from "#contract/codes.ts";
import type { Currency } from "#contract/currencies.ts";
import type { Language } from "#contract/locales.ts";
import type { PageResponse, ShopSettings } from "#contract/page.ts";
import { DEFAULT_ROUTER_CONFIG } from "#contract/router.ts";
import { DEFAULT_THEME } from "#contract/theme-defaults.ts";
import { AUTH_COOKIE, AUTH_HEADER } from "#contract/user.ts";
import { HttpFailureMessage, wrappedText, type ApiResponse } from "#contract/wrapper.ts";
import { localizedPath } from "#app/utils/paths.ts";

/** How the storefront reaches its backend: in-process `app.fetch` or HTTP to SHOP_API_URL. */
export type ShopFetch = (request: Request) => Promise<Response>;

export type ShopRequestInfo = {
  lang: Language;
  currency: Currency;
  token: string | null;
  visitorId: string | null;
  userAgent: string;
  referer: string;
  /** Preview mode: the page endpoint is asked with `preview=true`. */
  preview?: boolean;
  /**
   * The address the shopper is on: the framework's normalised URL (no `.data` suffix, `/_.data` is
   * `/`, no `_routes`/`index` parameters), never the raw request URL.
   */
  url: URL;
  /**
   * The request renders a document (not a client navigation's `.data`): its UI texts go as files
   * (app/utils/texts-file.ts), not inline.
   */
  document?: boolean;
  /** The shopper's IP (server.ts: the socket, or a trusted proxy's X-Forwarded-For) for the backend's rate limits. */
  clientIp?: string;
  /**
   * The page request's one deadline: every backend call the request makes shares it (spec §7's 20 s
   * is the ceiling for the whole page, not a budget per call). Aborts too when the shopper goes away.
   */
  deadline?: AbortSignal;
};

/** What a web API call came to: the data, or a failure with a translation key (spec §8). */
export type ApiResult<T> =
  | { ok: true; data: T; msg: string }
  | { ok: false; code: number; msg: string; status: number; data: unknown };

/** Used only when the backend cannot be reached, so the error page still renders. */
const FALLBACK_SETTINGS: ShopSettings = {
  name: "",
  theme: DEFAULT_THEME,
  router: DEFAULT_ROUTER_CONFIG,
  currencies: [],
  timeZone: "UTC",
  injectOrigins: [],
  paymentMethods: [],
};

/**
 * A remote backend that stopped answering is not asked again for a few seconds: pages answer a 504 at
 * once instead of each waiting out the deadline. After the pause one request tries again (the others
 * still fail fast until it is back); an answer of any kind closes the breaker.
 */
export const BACKEND_PAUSE_MS = 5_000;
type Breaker = { openUntil: number; probing: boolean };
const breakers = new Map<string, Breaker>();

function breakerOf(base: string): Breaker {
  let breaker = breakers.get(base);
  if (!breaker) breakers.set(base, (breaker = { openUntil: 0, probing: false }));
  return breaker;
}

/** Forgets every backend's state (tests). */
export function resetBackendBreakers(): void {
  breakers.clear();
}

/** Settles with the fetch, or rejects when the signal aborts first (an in-process backend ignores signals). */
function withinSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

const BACKEND_ORIGIN = "http://backend.internal";
/** Query keys the page endpoint reserves; a shopper's URL cannot override them. */
const RESERVED = new Set(["request", "lang", "currency", "userAgent", "referer", "cookies", "preview"]);

/**
 * The one client of the shop backend. Sends `x-auth`, the language and currency, applies the 20 s
 * timeout and maps failures as spec §8 says.
 */
export class ShopClient {
  readonly #fetch: ShopFetch;
  readonly #base: string;
  readonly info: ShopRequestInfo;
  /** Shop-wide settings, set by the root middleware before any loader runs. */
  settings: ShopSettings = FALLBACK_SETTINGS;
  /**
   * A failure the shopper must see as an error toast (spec §8): a code 41 answer, or the backend not
   * answering. The root loader shows it (or the root middleware leaves it in the toast cookie for the
   * next page); field errors stay beside their fields.
   */
  toast: string | null = null;

  readonly #timeoutMs: number;

  constructor(fetcher: ShopFetch, base: string | null, info: ShopRequestInfo, timeoutMs = API_TIMEOUT_MS) {
    this.#fetch = fetcher;
    this.#base = base ?? BACKEND_ORIGIN;
    this.info = info;
    this.#timeoutMs = timeoutMs;
  }

  /** The same client for another session token (checking a token before it becomes the cookie). */
  withToken(token: string): ShopClient {
    const other = new ShopClient(this.#fetch, this.#base === BACKEND_ORIGIN ? null : this.#base, { ...this.info, token }, this.#timeoutMs);
    other.settings = this.settings;
    return other;
  }

  /** The sign-in address that comes back to the current page. */
  signInRedirect(): Response {
    const back = this.info.url.pathname + this.info.url.search;
    const target = localizedPath(this.info.lang, "/auth/signin");
    // An invalid session signs the shopper out (spec §4): the stale token cookie goes too.
    const headers = new Headers();
    if (this.info.token) headers.set("Set-Cookie", `${AUTH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    return redirect(`${target}?redirect=${encodeURIComponent(back)}`, { headers });
  }

  async #send(path: string, init: RequestInit & { query?: URLSearchParams }): Promise<Response | null> {
    const url = new URL(this.#base + path);
    if (init.query) url.search = init.query.toString();
    url.searchParams.set("lang", this.info.lang);
    url.searchParams.set("currency", this.info.currency);
    const headers = new Headers(init.headers);
    headers.set("accept", "application/json");
    if (this.info.token) headers.set(AUTH_HEADER, this.info.token);
    if (this.info.visitorId) headers.set("x-visitor-id", this.info.visitorId);
    if (this.info.clientIp) headers.set("x-client-ip", this.info.clientIp);
    // Sessions list the browser they were made in: the backend sees the shopper's, not ours.
    if (this.info.userAgent && !headers.has("user-agent")) headers.set("user-agent", this.info.userAgent.slice(0, 500));
    const remote = this.#base !== BACKEND_ORIGIN;
    const breaker = remote ? breakerOf(this.#base) : null;
    const now = Date.now();
    if (breaker && breaker.openUntil > 0) {
      if (now < breaker.openUntil || breaker.probing) return null;
      breaker.probing = true;
    }
    const signal = this.info.deadline
      ? AbortSignal.any([this.info.deadline, AbortSignal.timeout(this.#timeoutMs)])
      : AbortSignal.timeout(this.#timeoutMs);
    try {
      // The request follows the signal only when it goes out over HTTP: the in-process backend never
      // reads it (`withinSignal` gives up on it instead), and a `Request` that follows a signal costs
      // ~10 µs to make.
      const request = new Request(url, remote ? { ...init, headers, signal } : { ...init, headers });
      const response = await withinSignal(this.#fetch(request), signal);
      if (breaker) Object.assign(breaker, { openUntil: 0, probing: false });
      return response;
    } catch {
      // The backend did not answer in time or at all; a shopper who left is no reason to pause it.
      const shopperLeft = this.info.deadline?.aborted && !(this.info.deadline.reason instanceof DOMException && this.info.deadline.reason.name === "TimeoutError");
      if (breaker && !shopperLeft) Object.assign(breaker, { openUntil: Date.now() + BACKEND_PAUSE_MS, probing: false });
      else if (breaker) breaker.probing = false;
      return null;
    }
  }

  /**
   * The page at a storefront path (language prefix removed). Missing, forbidden and broken pages
   * throw the status the error boundary renders; 401 and code 50 throw the sign-in redirect.
   */
  async page<T = unknown>(path: string, search: URLSearchParams): Promise<PageResponse<T>> {
    const query = new URLSearchParams();
    for (const [key, value] of search) if (!RESERVED.has(key)) query.append(key, value);
    query.set("request", "route");
    if (this.info.preview) query.set("preview", "true");
    query.set("userAgent", this.info.userAgent.slice(0, 256));
    if (this.info.referer) query.set("referer", this.info.referer.slice(0, 512));
    const response = await this.#send(path, { method: "GET", query });
    if (!response) throw data({ message: HttpFailureMessage.emptyBody }, { status: 504 });
    const body = await readBody(response);
    if (response.status === 401 || body?.code === Code.authInvalid) throw this.signInRedirect();
    if (response.ok && body?.code === Code.success) return body.data as PageResponse<T>;
    const status = [400, 403, 404].includes(response.status) ? response.status : 500;
    throw data({ message: body?.msg ?? HttpFailureMessage.unknown }, { status });
  }

  get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<ApiResult<T>> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    return this.#call<T>(path, { method: "GET", query: params });
  }

  post<T>(path: string, body: unknown = {}): Promise<ApiResult<T>> {
    return this.#call<T>(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  /** A multipart upload (the avatar): the browser's form data is passed on as it came. */
  postForm<T>(path: string, body: FormData): Promise<ApiResult<T>> {
    return this.#call<T>(path, { method: "POST", body });
  }

  async #call<T>(path: string, init: RequestInit & { query?: URLSearchParams }): Promise<ApiResult<T>> {
    const response = await this.#send(path, init);
    if (!response) return this.#toasted(failure(Code.timeout, HttpFailureMessage.noResponse, 0));
    const body = await readBody(response);
    if (!body) return this.#toasted(failure(Code.timeout, HttpFailureMessage.emptyBody, response.status));
    if (body.code === Code.success && response.ok) return { ok: true, data: body.data as T, msg: body.msg };
    // An invalid session anywhere signs the shopper out and asks them to sign in again (spec §6, §8).
    if (body.code === Code.authInvalid) throw this.signInRedirect();
    const result = failure(body.code, failureMessage(body), response.status, body.data);
    return body.code === Code.fail || response.status >= 500 ? this.#toasted(result) : result;
  }

  #toasted<R extends { msg: string }>(result: R): R {
    this.toast ??= /^[a-zA-Z0-9_.-]{1,80}$/.test(result.msg) ? result.msg : HttpFailureMessage.unknown;
    return result;
  }
}

function failure(code: number, msg: string, status: number, detail: unknown = null) {
  return { ok: false as const, code, msg, status, data: detail };
}

/** The web API wrapper's messages for failures (spec §8). */
function failureMessage(body: ApiResponse): string {
  switch (body.code) {
    case Code.permission:
      return HttpFailureMessage.permission;
    case Code.fail:
      return body.msg || HttpFailureMessage.fail;
    case Code.authInvalid:
      return HttpFailureMessage.login;
    default:
      return body.msg || HttpFailureMessage.unknown;
  }
}

async function readBody(response: Response): Promise<ApiResponse | null> {
  try {
    // The in-process backend's answer carries its text: no byte stream to build, read and decode.
    const text = wrappedText(response) ?? (await response.text());
    if (!text) return null;
    const body = JSON.parse(text) as ApiResponse;
    return typeof body === "object" && body && typeof body.code === "number" ? body : null;
  } catch {
    return null;
  }
}
