import type { Address } from "#contract/account.ts";
import { CHECKOUT_ADDRESS_FIELDS, type CheckoutQuote, type Order } from "#contract/order.ts";

export const ADDRESS_FIELDS = CHECKOUT_ADDRESS_FIELDS;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the shopper typed, carried from step to step. */
export type CheckoutValues = {
  idempotencyKey: string;
  email: string;
  phone: string;
  addressId: string;
  address: Record<AddressField, string>;
  shippingMethod: string;
  paymentMethod: string;
  couponCode: string;
  note: string;
  saveInformation: boolean;
};

export function emptyValues(idempotencyKey: string): CheckoutValues {
  return {
    idempotencyKey,
    email: "",
    phone: "",
    addressId: "",
    address: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ""])) as Record<AddressField, string>,
    shippingMethod: "standard",
    paymentMethod: "bank-transfer",
    couponCode: "",
    note: "",
    saveInformation: false,
  };
}

export type CheckoutActionData = {
  step: "information" | "payment";
  values: CheckoutValues;
  quote: CheckoutQuote | null;
  /** Field name → translation key. */
  errors: Record<string, string>;
  error: string | null;
  /** The refusal's `{{…}}` values (the item that sold out). */
  errorValues?: Record<string, string | number>;
};

export type CheckoutData =
  | {
      kind: "information";
      /** The step reached and what was entered (the shopper's checkout draft), or a fresh start. */
      step: "information" | "payment";
      values: CheckoutValues;
      quote: CheckoutQuote | null;
      addresses: Address[];
      signedIn: boolean;
      /** Code and name, named and sorted on the server so the browser renders the same list. */
      countries: Array<[code: string, name: string]>;
    }
  | { kind: "thankyou"; order: Order | null; access: string | null };
