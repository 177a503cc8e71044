import { useEffect, useMemo, useRef, type RefObject } from "react";
import { Form, Link, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { AddressSchema, type Address } from "#contract/account.ts";
import type { CheckoutQuote, Order, PaymentMethod } from "#contract/order.ts";
import { CheckoutDraftSchema, PAYMENT_METHODS, SHIPPING_METHODS } from "#contract/order.ts";
import { Field } from "#app/components/forms/Field.tsx";
import { constraintOf } from "#app/components/forms/form-data.ts";
import { SelectField } from "#app/components/forms/SelectField.tsx";
import { Image } from "#app/components/Image.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { AddressText } from "#app/components/AddressText.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { localizedPath } from "#app/utils/paths.ts";
import { usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { BUTTON, orderHref, Steps, useMessage } from "./CheckoutParts.tsx";
import { ADDRESS_FIELDS, type AddressField, type CheckoutActionData, type CheckoutData, type CheckoutValues } from "./types.ts";
import { colon } from "#app/utils/colon.ts";
import { nameFieldOrder } from "#contract/names.ts";

const INPUT = "h-11 w-full rounded-shop border border-border bg-background px-3";

/** The payment methods the shop offers (the backend's settings: the test gateway only where it is on). */
function useOfferedPaymentMethods(): readonly PaymentMethod[] {
  const root = useRouteLoaderData("root") as { shop?: { paymentMethods?: PaymentMethod[] } } | undefined;
  return root?.shop?.paymentMethods ?? PAYMENT_METHODS.filter((method) => method !== "test-gateway");
}

/**
 * The checkout (`checkout` block): Cart → Information → Payment, each step a real form posting to the
 * checkout route; the thank-you page. Paying an order again is the `payment` block.
 */
export function CheckoutBlock({ data }: BlockComponentProps<CheckoutData | undefined>) {
  if (!data) return null;
  if (data.kind === "thankyou") return <ThankYou order={data.order} access={data.access} />;
  if (data.kind === "information") return <CheckoutSteps data={data} />;
  return null;
}

function CheckoutSteps({ data }: { data: Extract<CheckoutData, { kind: "information" }> }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const actionData = useActionData<CheckoutActionData>();
  const message = useMessage();
  const carried = actionData?.values ?? data.values;
  const values = carried.idempotencyKey ? carried : { ...carried, idempotencyKey: data.values.idempotencyKey };
  const quote = actionData?.quote ?? data.quote;
  const step = actionData?.step ?? data.step;
  // A refused step (a price changed, a coupon used up, an item sold out) says why above the steps: with
  // JavaScript the page does not move, so focus takes the shopper there, before the button is tapped again.
  // A refusal with a field to mend leaves focus on that field (`useFocusFirstInvalid`).
  const refusal = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData?.error && Object.keys(actionData.errors ?? {}).length === 0) refusal.current?.focus();
  }, [actionData]);
  if (!quote || quote.lines.length === 0) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-3xl font-title text-title">{t("checkout.title")}</h1>
        <p className="text-desc">{t("checkout.empty")}</p>
        <Link to={localizedPath(lang, "/cart")} className={`${BUTTON} self-start`}>
          {t("checkout.backToCart")}
        </Link>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-title text-title">{t("checkout.title")}</h1>
      <Steps step={step} />
      {actionData?.error ? (
        <p ref={refusal} tabIndex={-1} role="alert" className="scroll-mt-4 rounded-shop border border-sales p-3 text-sm text-sales">
          {message(actionData.error, actionData.errorValues)}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        {step === "payment" ? (
          <PaymentStep values={values} quote={quote} errors={actionData?.errors ?? {}} countries={data.countries} addresses={data.addresses} />
        ) : (
          <InformationStep values={values} data={data} quote={quote} errors={actionData?.errors ?? {}} />
        )}
        <Summary quote={quote} />
      </div>
    </section>
  );
}

type CountryOptions = Extract<CheckoutData, { kind: "information" }>["countries"];

/** Country names as the server named them for the page (the browser's ICU names some differently). */
function useCountryNames(countries: CountryOptions) {
  const names = useMemo(() => new Map(countries), [countries]);
  return (code: string) => names.get(code) ?? code;
}

/** The longest each field may be, as the backend takes it: the browser stops the typing there. */
const ADDRESS_LIMITS = constraintOf(AddressSchema);
const DRAFT_LIMITS = constraintOf(CheckoutDraftSchema);
const MAX_LENGTH: Record<string, number | undefined> = {
  "contact.email": DRAFT_LIMITS.email?.maxLength,
  "contact.phone": DRAFT_LIMITS.phone?.maxLength,
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [`address.${field}`, ADDRESS_LIMITS[field]?.maxLength])),
};

function TextField({ name, label, value, error, autoComplete, type = "text" }: { name: string; label: string; value: string; error?: string; autoComplete: string; type?: string }) {
  return (
    <Field
      label={label}
      errors={error ? [error] : undefined}
      inputProps={{ id: `checkout-${name.replace(".", "-")}`, name, type, defaultValue: value, autoComplete, maxLength: MAX_LENGTH[name] }}
    />
  );
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: "given-name",
  lastName: "family-name",
  country: "country",
  province: "address-level1",
  city: "address-level2",
  area: "address-level3",
  address: "address-line1",
  apartment: "address-line2",
  postalCode: "postal-code",
  countryCode: "tel-country-code",
  phone: "tel-national",
};

function InformationStep({ values, data, quote, errors }: { values: CheckoutValues; data: Extract<CheckoutData, { kind: "information" }>; quote: CheckoutQuote; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const countryNames = useCountryNames(data.countries);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const message = useMessage();
  const form = useRef<HTMLFormElement>(null);
  useTypedFieldsKept(form);
  useFocusFirstInvalid(form, errors);
  return (
    <Form ref={form} method="post" noValidate className="flex flex-col gap-6">
      {/* The form's default button, first in it: Enter in a field (a phone's Go key) continues to payment
          rather than applying the coupon, whose button comes before "Continue". */}
      <button type="submit" name="intent" value="review" disabled={busy} tabIndex={-1} aria-hidden="true" className="sr-only">
        {t("checkout.continueToPayment")}
      </button>
      <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-title text-title">{t("checkout.contact")}</legend>
        <TextField name="contact.email" type="email" label={t("checkout.email")} value={values.email} error={errors["contact.email"]} autoComplete="email" />
        <TextField name="contact.phone" type="tel" label={t("checkout.phone")} value={values.phone} error={errors["contact.phone"]} autoComplete="tel" />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-title text-title">{t("checkout.shippingAddress")}</legend>
        {data.addresses.length > 0 ? (
          <div className="flex flex-col gap-2">
            {data.addresses.map((address) => (
              <label key={address.id} className="flex items-start gap-2 rounded-shop border border-border p-3 text-sm">
                <input type="radio" name="addressId" value={address.id} defaultChecked={values.addressId ? values.addressId === String(address.id) : address.isDefault} className="mt-1" />
                <span>
                  <AddressText address={address} lang={lang} nameOf={countryNames} />
                </span>
              </label>
            ))}
            <label className="flex items-center gap-2 rounded-shop border border-border p-3 text-sm">
              <input type="radio" name="addressId" value="" defaultChecked={!values.addressId && !data.addresses.some((a) => a.isDefault)} />
              {t("checkout.newAddress")}
            </label>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {nameFieldOrder(ADDRESS_FIELDS, lang).map((field) =>
            field === "country" ? (
              <SelectField
                key={field}
                label={t("address.fields.country")}
                errors={errors["address.country"] ? [errors["address.country"]] : undefined}
                selectProps={{ id: "checkout-address-country", name: "address.country", defaultValue: values.address.country, autoComplete: "country" }}
              >
                <option value="">{t("address.chooseCountry")}</option>
                {data.countries.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField key={field} name={`address.${field}`} label={t(`address.fields.${field}`)} value={values.address[field]} error={errors[`address.${field}`]} autoComplete={AUTOCOMPLETE[field]} />
            ),
          )}
        </div>
        {data.signedIn ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="saveInformation" defaultChecked={values.saveInformation} />
            {t("checkout.saveInformation")}
          </label>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-xl font-title text-title">{t("checkout.shippingMethod")}</legend>
        {SHIPPING_METHODS.map((code) => (
          <label key={code} className="flex items-center gap-2 rounded-shop border border-border p-3 text-sm">
            <input type="radio" name="shippingMethod" value={code} defaultChecked={values.shippingMethod === code} />
            <span className="flex-1">{t(`checkout.shipping.${code}`)}</span>
            <span className="text-desc">{t("checkout.feeLater")}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-xl font-title text-title">{t("checkout.coupon")}</legend>
        <div className="flex gap-2">
          <input
            name="couponCode"
            defaultValue={values.couponCode}
            maxLength={DRAFT_LIMITS.couponCode?.maxLength}
            aria-label={t("checkout.couponCode")}
            aria-invalid={errors.couponCode ? true : undefined}
            aria-describedby={quote.couponError ? "checkout-coupon-error" : undefined}
            className={INPUT}
          />
          <button type="submit" name="intent" value="apply-coupon" className="min-h-11 rounded-shop border border-border px-4 text-sm">
            {t("checkout.apply")}
          </button>
        </div>
        {quote.couponError ? (
          <p id="checkout-coupon-error" role="alert" className="text-sm text-sales">
            {message(quote.couponError)}
          </p>
        ) : quote.coupon ? (
          <p className="text-sm">{t("checkout.couponApplied", { code: quote.coupon.code })}</p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-note" className="text-sm font-medium">
          {t("checkout.note")}
        </label>
        <textarea id="checkout-note" name="note" defaultValue={values.note} maxLength={500} rows={3} className="rounded-shop border border-border bg-background p-3" />
      </div>
      {/* The payment step's choice, kept when coming back to this step. */}
      <input type="hidden" name="paymentMethod" value={values.paymentMethod} />
      <button type="submit" name="intent" value="review" disabled={busy} className={`${BUTTON} self-start`}>
        {t("checkout.continueToPayment")}
      </button>
    </Form>
  );
}

/** What the information step's form holds, by field name, as sessionStorage keeps it. */
const TYPED_STORAGE_KEY = "checkout-typed";
const KEPT_FIELD = /^(contact\.|address\.|addressId$|shippingMethod$|couponCode$|note$|saveInformation$)/;

function typedFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!KEPT_FIELD.test(element.name)) continue;
    if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) out[element.name] = element.value;
    } else if (element instanceof HTMLInputElement && element.type === "checkbox") out[element.name] = element.checked ? "on" : "";
    else out[element.name] = element.value;
  }
  return out;
}

function restoreFields(form: HTMLFormElement, fields: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    const value = fields[element.name];
    if (value === undefined || !KEPT_FIELD.test(element.name)) continue;
    if (element instanceof HTMLInputElement && element.type === "radio") element.checked = element.value === value;
    else if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = value === "on";
    else element.value = value;
  }
}

/**
 * With JavaScript, what the shopper types on the information step outlives a language or currency switch
 * before it is ever submitted: the tab's sessionStorage keeps it (the server's draft has only what was
 * submitted). The thank-you page forgets it.
 */
function useTypedFieldsKept(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    try {
      const kept: unknown = JSON.parse(sessionStorage.getItem(TYPED_STORAGE_KEY) ?? "null");
      if (kept && typeof kept === "object") restoreFields(element, kept as Record<string, string>);
    } catch {
      // storage off or unreadable: nothing to restore
    }
    const keep = () => {
      try {
        sessionStorage.setItem(TYPED_STORAGE_KEY, JSON.stringify(typedFields(element)));
      } catch {
        // storage off or full: the server's draft still has the submitted steps
      }
    };
    element.addEventListener("input", keep);
    element.addEventListener("change", keep);
    return () => {
      element.removeEventListener("input", keep);
      element.removeEventListener("change", keep);
    };
  }, [form]);
}

/** After a refused submit, focus lands on the first invalid field, as the browser's own validation would. */
function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: Record<string, string>) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (the payment methods) hands focus to its first choice.
    (invalid?.matches("input, select, textarea") ? invalid : invalid?.querySelector<HTMLElement>("input, select, textarea"))?.focus();
  }, [form, errors]);
}

function Hidden({ values }: { values: CheckoutValues }) {
  return (
    <>
      <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
      <input type="hidden" name="contact.email" value={values.email} />
      <input type="hidden" name="contact.phone" value={values.phone} />
      <input type="hidden" name="addressId" value={values.addressId} />
      {ADDRESS_FIELDS.map((field) => (
        <input key={field} type="hidden" name={`address.${field}`} value={values.address[field]} />
      ))}
      <input type="hidden" name="shippingMethod" value={values.shippingMethod} />
      <input type="hidden" name="couponCode" value={values.couponCode} />
      <input type="hidden" name="note" value={values.note} />
      {values.saveInformation ? <input type="hidden" name="saveInformation" value="on" /> : null}
    </>
  );
}

function PaymentStep({ values, quote, errors, countries, addresses }: { values: CheckoutValues; quote: CheckoutQuote; errors: Record<string, string>; countries: CountryOptions; addresses: Address[] }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const countryNames = useCountryNames(countries);
  const message = useMessage();
  const offeredMethods = useOfferedPaymentMethods();
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place";
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);
  // The address the parcel goes to, written out: a saved one from the book, else the typed one.
  const shipTo = values.addressId ? addresses.find((a) => String(a.id) === values.addressId) : values.address;
  return (
    <Form ref={form} method="post" className="flex flex-col gap-6">
      <Hidden values={values} />
      {/* The total shown here, which the shopper confirms: the backend refuses the order if it changed. */}
      <input type="hidden" name="expectedTotal" value={quote.total.amount} />
      <input type="hidden" name="expectedCurrency" value={quote.total.currency} />
      <dl className="grid gap-2 rounded-shop border border-border p-4 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-desc">{t("checkout.contact")}</dt>
        <dd>
          {values.email} · {values.phone}
        </dd>
        <dt className="text-desc">{t("checkout.shipTo")}</dt>
        <dd data-testid="checkout-ship-to">{shipTo ? <AddressText address={shipTo} lang={lang} nameOf={countryNames} /> : t("checkout.savedAddress")}</dd>
        <dt className="text-desc">{t("checkout.shippingMethod")}</dt>
        <dd>{t(`checkout.shipping.${values.shippingMethod}`)}</dd>
      </dl>
      <button type="submit" name="intent" value="edit" className="self-start text-sm text-primary underline">
        {t("checkout.changeInformation")}
      </button>
      <fieldset
        role="radiogroup"
        aria-invalid={errors.paymentMethod ? true : undefined}
        aria-describedby={errors.paymentMethod ? "checkout-paymentMethod-error" : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-2 text-xl font-title text-title">{t("checkout.paymentMethod")}</legend>
        {offeredMethods.map((code) => (
          <label key={code} className="flex items-center gap-2 rounded-shop border border-border p-3 text-sm">
            <input
              type="radio"
              name="paymentMethod"
              value={code}
              defaultChecked={values.paymentMethod === code}
            />
            {t(`checkout.payment.${code}`)}
          </label>
        ))}
        {errors.paymentMethod ? (
          <p id="checkout-paymentMethod-error" className="text-sm text-sales">
            {message(errors.paymentMethod)}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-desc">{quote.shippingFee ? null : t("checkout.feeLater")}</p>
      <button type="submit" name="intent" value="place" aria-disabled={placing || undefined} className={`${BUTTON} self-start`}>
        {placing ? t("checkout.placing") : t("checkout.placeOrder")}
      </button>
    </Form>
  );
}

function Summary({ quote }: { quote: CheckoutQuote }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const money = (p: CheckoutQuote["total"]) => formatPrice(p, lang);
  return (
    <aside aria-labelledby="checkout-summary" className="flex h-fit flex-col gap-4 rounded-shop border border-border p-5">
      <h2 id="checkout-summary" className="text-xl font-title text-title">
        {t("cart.summary")}
      </h2>
      <ul className="flex flex-col gap-3">
        {quote.lines.map((line) => (
          <li key={line.lineId} className="flex gap-3 text-sm">
            <Image image={line.image} alt={line.name} sizes="56px" className="size-14 shrink-0 rounded-shop object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-title">{line.name}</p>
              <p className="text-desc">{Object.values(line.options).join(" · ")}</p>
              <p className="text-desc">
                {t("checkout.unitTimesQuantity", { price: money(line.unitPrice), quantity: line.quantity })}
              </p>
            </div>
            <p>{money(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt>{t("cart.subtotal")}</dt>
        <dd data-testid="checkout-subtotal" className="text-right">
          {money(quote.subtotal)}
        </dd>
        {quote.promotionDiscount.amount > 0 ? (
          <>
            <dt>{t("checkout.promotionDiscount")}</dt>
            <dd className="text-right text-sales">−{money(quote.promotionDiscount)}</dd>
          </>
        ) : null}
        {quote.couponDiscount.amount > 0 ? (
          <>
            <dt>{t("checkout.couponDiscount")}</dt>
            <dd data-testid="coupon-discount" className="text-right text-sales">
              −{money(quote.couponDiscount)}
            </dd>
          </>
        ) : null}
        <dt>{t("checkout.shippingFee")}</dt>
        <dd data-testid="shipping-fee" className="text-right">
          {quote.shippingFee ? money(quote.shippingFee) : t("checkout.feeLater")}
        </dd>
        <dt className="font-medium text-title">{t("cart.total")}</dt>
        <dd data-testid="checkout-total" className="text-right text-lg font-semibold text-title">
          {money(quote.total)}
        </dd>
      </dl>
    </aside>
  );
}

function BankTransfer({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  if (order.paymentMethod !== "bank-transfer" || order.payStatus === "paid") return null;
  return (
    <p className="rounded-shop border border-border bg-hero p-4 text-sm">
      {t("checkout.bankTransfer", { amount: formatPrice(order.paymentAmount, lang), number: order.number })}
    </p>
  );
}

function ThankYou({ order, access }: { order: Order | null; access: string | null }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  useEffect(() => {
    try {
      sessionStorage.removeItem(TYPED_STORAGE_KEY);
    } catch {
      // storage off: nothing kept
    }
  }, []);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-3xl font-title text-title">{t("checkout.thankyou.title")}</h1>
      {order ? (
        <>
          <p>{t("checkout.thankyou.placed", { number: order.number })}</p>
          <p>
            {t(order.payStatus === "paid" ? "order.totalPaid" : "checkout.thankyou.amount")}{colon(lang)}<strong data-testid="order-amount">{formatPrice(order.paymentAmount, lang)}</strong>
          </p>
          <p>{t(`checkout.payment.${order.paymentMethod}`)}</p>
          {order.payStatus === "paid" ? <p className="font-medium text-title">{t("checkout.thankyou.paid")}</p> : null}
          <BankTransfer order={order} />
          <p className="text-sm text-desc">{t("checkout.thankyou.email", { email: order.contact.email })}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={orderHref(lang, order, access)} className={BUTTON}>
              {t("checkout.thankyou.viewOrder")}
            </Link>
            <Link to={localizedPath(lang, "/")} className="inline-flex min-h-11 items-center rounded-shop border border-border px-5">
              {t("cart.continue")}
            </Link>
          </div>
        </>
      ) : (
        <p>{t("checkout.errors.orderNotFound")}</p>
      )}
    </section>
  );
}
