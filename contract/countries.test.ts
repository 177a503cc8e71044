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

  it("leaves out the trunk 0 of a number typed the national way, except where the 0 is part of it", () => {
    expect(phoneWithCode("+49", "0301234567")).toBe("+49 301234567");
    expect(phoneWithCode("33", "0612345678")).toBe("+33 612345678");
    expect(phoneWithCode("+886", "0912345678")).toBe("+886 912345678");
    expect(phoneWithCode("+39", "0612345678")).toBe("+39 0612345678");
    expect(phoneWithCode("+225", "0701020304")).toBe("+225 0701020304");
    // Without a code the number is written as typed.
    expect(phoneWithCode("", "0301234567")).toBe("0301234567");
  });
});
