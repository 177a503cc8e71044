import { describe, expect, it } from "vitest";
import { countryName } from "./countries.ts";

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
