import { describe, expect, it } from "vitest";
import type { Order } from "#contract/order.ts";
import { addressLines } from "./email.ts";

const address = (over: Partial<Order["address"]> = {}) =>
  ({
    country: "US",
    province: "CA",
    city: "San Francisco",
    area: "",
    postalCode: "94110",
    firstName: "Ada",
    lastName: "Lovelace",
    address: "1 Market St",
    apartment: "",
    countryCode: "+1",
    phone: "5550100",
    ...over,
  }) as Order["address"];

describe("the emails' delivery address", () => {
  it("reads as the pages do: the postal code where the country's post writes it, no empty parts, the country by name", () => {
    expect(addressLines(address(), "en")).toEqual(["Ada Lovelace", "1 Market St", "San Francisco 94110, CA", "United States"]);
    expect(addressLines(address({ apartment: "Apt 4", area: "Mission" }), "de")).toEqual([
      "Ada Lovelace",
      "1 Market St, Apt 4",
      "Mission, San Francisco 94110, CA",
      "Vereinigte Staaten",
    ]);
    expect(addressLines(address({ country: "DE", province: "", city: "Berlin", postalCode: "10117" }), "de")[2]).toBe("10117 Berlin");
  });

  it("keeps a code ICU cannot name as it is", () => {
    expect(addressLines(address({ country: "??" }), "en").at(-1)).toBe("??");
  });
});
