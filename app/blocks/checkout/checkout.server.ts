import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import type { Address } from "#contract/account.ts";
import type { UserInfo } from "#contract/user.ts";
import type { Price } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import { isCurrency } from "#contract/currencies.ts";
import { emailSchema, Messages, phoneDigits, phoneSchema } from "#contract/validation.ts";
import {
  CheckoutMessages,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  type CheckoutDraft,
  type CheckoutQuote,
  type PaymentStart,
  type PlacedOrder,
} from "#contract/order.ts";
import { shopContext } from "#app/services/context.server.ts";
import { sameOrigin } from "#app/services/origin.server.ts";
import { requireData } from "#app/services/session.server.ts";
import type { ShopClient } from "#app/services/shop.server.ts";
import { localizedPath } from "#app/utils/paths.ts";
import { loadPayment, payOrder } from "../payment/payment.server.ts";
import { countryOptions } from "../address-form/countries.server.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import {
  ADDRESS_FIELDS,
  emptyValues,
  type CheckoutActionData,
  type CheckoutData,
  type CheckoutValues,
} from "./types.ts";

const text = (form: FormData, name: string, max = 500) => String(form.get(name) ?? "").trim().slice(0, max);

function readValues(form: FormData): CheckoutValues {
  const values = emptyValues(text(form, "idempotencyKey", 64));
  values.email = text(form, "contact.email", 200);
  values.phone = text(form, "contact.phone", 40);
  values.addressId = text(form, "addressId", 12);
  for (const field of ADDRESS_FIELDS) values.address[field] = text(form, `address.${field}`, 200);
  values.address.country = values.address.country.toUpperCase();
  const shipping = text(form, "shippingMethod");
  values.shippingMethod = (SHIPPING_METHODS as readonly string[]).includes(shipping) ? shipping : "standard";
  const payment = text(form, "paymentMethod");
  values.paymentMethod = (PAYMENT_METHODS as readonly string[]).includes(payment) ? payment : "bank-transfer";
  values.couponCode = text(form, "couponCode", 40);
  values.note = String(form.get("note") ?? "").slice(0, 2000);
  values.saveInformation = form.get("saveInformation") === "on";
  return values;
}

/** The total the payment step showed (`expectedTotal`, `expectedCurrency`), or null when absent or malformed. */
function readExpectedTotal(form: FormData): Price | null {
  const amount = text(form, "expectedTotal", 20);
  const currency = text(form, "expectedCurrency", 3);
  if (!/^\d{1,15}$/.test(amount) || !isCurrency(currency)) return null;
  return { amount: Number(amount), currency };
}

/** Keeps what the shopper entered, and the step, on the backend; a draft it refuses is simply not kept. */
async function keepDraft(shop: ShopClient, step: CheckoutDraft["step"], values: CheckoutValues) {
  await shop.post<null>("/api/web/checkout/draft/save", { draft: { step, ...values } });
}

/** The draft as the step's values, or null (none kept, or no visitor yet). */
async function readDraft(shop: ShopClient): Promise<CheckoutDraft | null> {
  const draft = await shop.post<CheckoutDraft | null>("/api/web/checkout/draft", {});
  return draft.ok ? draft.data : null;
}

/** The address part of a backend body: the book's address, or the typed one. */
function addressBody(values: CheckoutValues) {
  if (values.addressId) return { addressId: Number(values.addressId) };
  return { address: { ...values.address } };
}

function quoteBody(values: CheckoutValues, withAddress: boolean) {
  return {
    ...(withAddress ? addressBody(values) : values.address.country ? { country: values.address.country } : {}),
    ...(withAddress ? { shippingMethod: values.shippingMethod } : {}),
    ...(values.couponCode ? { couponCode: values.couponCode } : {}),
    // A coupon once per customer is checked against a guest's address before the last step.
    ...(values.couponCode && emailSchema.safeParse(values.email).success ? { email: values.email } : {}),
  };
}

/** Backend field errors (`fields: { "address.city": ["validation.required"] }`) → one message per field. */
function fieldErrors(detail: unknown): Record<string, string> {
  const fields = detail && typeof detail === "object" ? (detail as { fields?: Record<string, string[]> }).fields : undefined;
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) if (messages[0]) out[key] = messages[0];
  return out;
}

/** A line that sold out while the shopper paid, named: "Trail Mug sold out" / "only 2 Trail Mug left". */
function stockRefusal(msg: string, detail: unknown): { error: string; values: Record<string, string | number> } | null {
  if (msg !== CheckoutMessages.stock || !detail || typeof detail !== "object") return null;
  const { name, available } = detail as { name?: unknown; available?: unknown };
  if (typeof name !== "string" || !name || typeof available !== "number" || !Number.isInteger(available)) return null;
  return available > 0
    ? { error: "checkout.errors.stockLeft", values: { name, available } }
    : { error: "checkout.errors.soldOut", values: { name } };
}

async function quote(shop: ShopClient, body: Record<string, unknown>) {
  return shop.post<CheckoutQuote>("/api/web/checkout/quote", body);
}

/** Sends the shopper to the test gateway's hosted page, or back to a message. */
async function startPayment(shop: ShopClient, number: string, access: string | null) {
  const started = await shop.post<PaymentStart>("/api/web/payment/start", { orderNumber: number, ...(access ? { access } : {}) });
  if (started.ok) return redirectDocument(started.data.redirectUrl);
  return null;
}

function thankYouPath(shop: ShopClient, number: string, access: string | null) {
  const query = new URLSearchParams({ order: number });
  if (access) query.set("access", access);
  return `${localizedPath(shop.info.lang, "/checkout/thankyou")}?${query}`;
}

/**
 * The checkout's form action (steps Information → Payment, then placing the order). The payment step
 * carries the information as hidden fields, and the backend prices everything again at each step; each
 * answer also keeps them as the shopper's checkout draft, which the page's load starts from.
 */
export async function checkoutAction(request: Request, context: Readonly<RouterContextProvider>) {
  if (!sameOrigin(request)) throw data(null, { status: 403 });
  const shop = context.get(shopContext);
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  const intent = text(form, "intent", 40);

  // Paying an order again: the `payment` block's form on `checkout/payment`.
  if (intent === "pay") {
    return payOrder({ shop, request, url: shop.info.url, formData: form, lang: shop.info.lang, router: shop.settings.router });
  }

  const values = readValues(form);
  // Every answer keeps the step and the values as the shopper's draft, so a currency or language switch
  // (outside this form) comes back to them.
  const answer = async (
    step: "information" | "payment",
    q: CheckoutQuote | null,
    errors: Record<string, string> = {},
    error: string | null = null,
    status = 200,
    errorValues?: CheckoutActionData["errorValues"],
  ) => {
    await keepDraft(shop, step, values);
    return data<CheckoutActionData>({ step, values, quote: q, errors, error, ...(errorValues ? { errorValues } : {}) }, { status });
  };

  if (intent === "apply-coupon" || intent === "edit") {
    const result = await quote(shop, quoteBody(values, false));
    return answer("information", result.ok ? result.data : null, {}, result.ok ? null : result.msg, result.ok ? 200 : 400);
  }

  if (intent === "review" || intent === "place") {
    const errors: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors["contact.email"] = "checkout.errors.email";
    // The rule placing the order applies (a number with its country code), said here, beside the field.
    if (!values.phone.trim()) errors["contact.phone"] = Messages.phoneRequired;
    else if (!phoneSchema.safeParse(values.phone).success) errors["contact.phone"] = Messages.phoneNumber;
    const priced = await quote(shop, quoteBody(values, true));
    if (!priced.ok) {
      const fallback = await quote(shop, quoteBody(values, false));
      return answer("information", fallback.ok ? fallback.data : null, { ...errors, ...fieldErrors(priced.data) }, priced.msg, 400);
    }
    // A code that does not apply (unknown, expired, the cart under its minimum) is said beside its field
    // here: the payment step has no coupon field, and placing the order would refuse it there.
    if (priced.data.couponError) errors.couponCode = priced.data.couponError;
    if (Object.keys(errors).length > 0) return answer("information", priced.data, errors, "errors.validation", 400);
    if (intent === "review") return answer("payment", priced.data);

    // The total the payment step showed: the backend refuses the order when it no longer holds.
    const expectedTotal = readExpectedTotal(form);
    if (!expectedTotal) return answer("payment", priced.data, {}, CheckoutMessages.priceChanged, 409);
    const placed = await shop.post<PlacedOrder>("/api/web/checkout/place", {
      idempotencyKey: values.idempotencyKey,
      contact: { email: values.email, phone: phoneDigits(values.phone) },
      ...addressBody(values),
      shippingMethod: values.shippingMethod,
      paymentMethod: values.paymentMethod,
      ...(values.couponCode ? { couponCode: values.couponCode } : {}),
      note: values.note,
      saveInformation: values.saveInformation,
      expectedTotal,
    });
    if (!placed.ok) {
      if (placed.code === Code.authInvalid) throw shop.signInRedirect();
      if (placed.msg === CheckoutMessages.priceChanged) {
        // The payment step again with today's figures, for the shopper to confirm.
        const repriced = await quote(shop, quoteBody(values, true));
        return answer("payment", repriced.ok ? repriced.data : priced.data, {}, placed.msg, 409);
      }
      const soldOut = stockRefusal(placed.msg, placed.data);
      if (soldOut) return answer("payment", priced.data, {}, soldOut.error, 409, soldOut.values);
      return answer("payment", priced.data, fieldErrors(placed.data), placed.msg, placed.status === 409 ? 409 : 400);
    }
    const { order, accessToken } = placed.data;
    if (order.paymentMethod === "test-gateway" && order.canPay) {
      const started = await startPayment(shop, order.number, accessToken);
      if (started) return started;
    }
    return redirect(thankYouPath(shop, order.number, accessToken));
  }
  throw data(null, { status: 400 });
}

/** The `checkout` block's load: the information step or the thank-you page (paying again: the `payment` block). */
export async function loadCheckout(props: Record<string, unknown>, ctx: BlockLoadContext): Promise<CheckoutData> {
  const { shop, url, page } = ctx;
  if (page?.meta.slug === "thankyou" && url.searchParams.get("order")) {
    const { order, access } = await loadPayment(props, ctx);
    return { kind: "thankyou", order, access };
  }
  const signedIn = Boolean(shop.info.token);
  const [draft, addresses, user] = await Promise.all([
    readDraft(shop),
    signedIn ? shop.post<Address[] | { items: Address[] }>("/api/web/address/list") : Promise.resolve(null),
    signedIn ? shop.post<UserInfo>("/api/web/user/info") : Promise.resolve(null),
  ]);
  const book = addresses ? requireData(shop, addresses) : null;
  const { step: reached, ...kept } = draft ?? { step: "information" as const };
  const values: CheckoutValues = { ...emptyValues(crypto.randomUUID()), ...kept };
  // A customer's first visit starts with the account's own email and mobile number; they may change them.
  if (!draft && user?.ok) {
    values.email = user.data.email ?? "";
    values.phone = user.data.mobile ?? "";
  }
  // The payment step again (after a currency or language switch, say), priced now, when it still prices.
  const review = reached === "payment" ? await quote(shop, quoteBody(values, true)) : null;
  const priced = review?.ok ? review : await quote(shop, quoteBody(values, false));
  return {
    kind: "information",
    step: review?.ok ? "payment" : "information",
    values,
    quote: priced.ok ? priced.data : null,
    addresses: Array.isArray(book) ? book : (book?.items ?? []),
    signedIn,
    countries: countryOptions(shop.info.lang),
  };
}
