import { describe, expect, it } from "vitest";
import { countryName, phoneWithCode } from "./countries.ts";

describe("countryName", () => {
  it("names a country in the language asked for", () => {
    expect(countryName("NZ", "en")).toBe("New Zealand");
    expect(countryName("NZ", "de")).toBe("Neuseeland");
    expect(countryName("US", "ja")).toBe("アメリカ合衆国");
  });

  it("answers the code for a country ICU cannot name", () => {
    expect(countryName("not a code", "en")).toBe("not a code");
    expect(countryName("", "fr")).toBe("");
  });
});

describe("phoneWithCode", () => {
  it("writes the country code with its plus, however it was stored", () => {
    expect(phoneWithCode("55", "11987654321")).toBe("+55 11987654321");
    expect(phoneWithCode("+49", "301234567")).toBe("+49 301234567");
    expect(phoneWithCode("", "301234567")).toBe("301234567");
  });
});
