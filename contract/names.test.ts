import { describe, expect, it } from "vitest";
import { familyNameFirst, nameFieldOrder, personName } from "./names.ts";

describe("names", () => {
  it("writes the family name first for an address in China, Japan, Korea, Taiwan, Hong Kong or Macau", () => {
    expect(personName("太郎", "山田", { country: "JP", lang: "en" })).toBe("山田 太郎");
    expect(personName("Taro", "Yamada", { country: "US", lang: "ja" })).toBe("Taro Yamada");
    expect(personName("伟", "陈", { country: "tw", lang: "de" })).toBe("陈 伟");
    expect(personName("Mia", "", { country: "DE", lang: "de" })).toBe("Mia");
  });

  it("follows the page's language where no country is known", () => {
    expect(personName("민준", "김", { lang: "ko" })).toBe("김 민준");
    expect(personName("Camille", "Dubois", { lang: "fr" })).toBe("Camille Dubois");
    expect(familyNameFirst("zh-HK")).toBe(true);
    expect(familyNameFirst("fil")).toBe(false);
  });

  it("asks for the family name first in Chinese, Japanese and Korean forms", () => {
    const fields = ["firstName", "lastName", "country"] as const;
    expect(nameFieldOrder(fields, "ja")).toEqual(["lastName", "firstName", "country"]);
    expect(nameFieldOrder(fields, "pt")).toEqual(["firstName", "lastName", "country"]);
    expect(nameFieldOrder(["country"] as const, "ja")).toEqual(["country"]);
  });
});
