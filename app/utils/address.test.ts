import { describe, expect, it } from "vitest";
import { countryOptions } from "#app/blocks/address-form/countries.server.ts";
import { formatAddress } from "./address.ts";

const ana = { firstName: "Ana", lastName: "Nguyễn", address: "1 Queen St", apartment: "", area: "", city: "Auckland", postalCode: "1010", province: "", country: "NZ" };

describe("formatAddress", () => {
  it("leaves empty parts out, with no stray commas or spaces", () => {
    expect(formatAddress(ana, "en")).toBe("Ana Nguyễn, 1 Queen St, Auckland 1010, New Zealand");
    expect(formatAddress({ ...ana, firstName: " ", postalCode: "" }, "en")).toBe("Nguyễn, 1 Queen St, Auckland, New Zealand");
  });

  it("keeps the apartment, area and province when there are some", () => {
    const full = { ...ana, apartment: "Apt 4", area: "Ponsonby", province: "Auckland Region" };
    expect(formatAddress(full, "en")).toBe("Ana Nguyễn, 1 Queen St, Apt 4, Ponsonby, Auckland 1010, Auckland Region, New Zealand");
  });

  it("names the country in the page's language, or as the caller names it", () => {
    expect(formatAddress(ana, "de")).toBe("Ana Nguyễn, 1 Queen St, Auckland 1010, Neuseeland");
    expect(formatAddress({ ...ana, country: "AF" }, "fr")).toMatch(/, Afghanistan$/);
    expect(formatAddress(ana, "en", (code) => `[${code}]`)).toBe("Ana Nguyễn, 1 Queen St, Auckland 1010, [NZ]");
  });

  it("leaves out a country that is not there", () => {
    expect(formatAddress({ ...ana, country: "" }, "en")).toBe("Ana Nguyễn, 1 Queen St, Auckland 1010");
  });

  it("names countries as the address forms' list does", () => {
    const names = new Map(countryOptions("vi"));
    expect(formatAddress({ ...ana, country: "DE" }, "vi")).toBe(`Ana Nguyễn, 1 Queen St, 1010 Auckland, ${names.get("DE")}`);
  });

  it("writes the postal code where the country's post does", () => {
    const berlin = { ...ana, firstName: "Eva", lastName: "Meier", address: "Unter den Linden 1", city: "Berlin", postalCode: "10117", country: "DE" };
    expect(formatAddress(berlin, "de")).toBe("Eva Meier, Unter den Linden 1, 10117 Berlin, Deutschland");
    expect(formatAddress({ ...berlin, city: "Paris", postalCode: "75008", country: "fr" }, "fr")).toContain(", 75008 Paris, ");
    expect(formatAddress({ ...berlin, city: "Springfield", postalCode: "62704", province: "IL", country: "US" }, "en")).toContain(", Springfield 62704, IL, ");
    expect(formatAddress({ ...berlin, postalCode: "" }, "de")).toContain(", Berlin, ");
  });
});
