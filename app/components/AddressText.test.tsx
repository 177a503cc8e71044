import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatAddress } from "#app/utils/address.ts";
import { AddressText } from "./AddressText.tsx";

describe("AddressText", () => {
  it("isolates each part, so a right-to-left name keeps its place between the commas", () => {
    const address = { firstName: "محمد", lastName: "علي", address: "1 Main Street", city: "New York", postalCode: "10001", province: "NY", country: "US" };
    const html = renderToStaticMarkup(<AddressText address={address} lang="en" />);
    const parts = [...html.matchAll(/<bdi>([^<]*)<\/bdi>/g)].map((m) => m[1]);
    expect(parts).toEqual(["محمد علي", "1 Main Street", "New York 10001", "NY", "United States"]);
    expect(html.replace(/<\/?bdi>/g, "")).toBe(formatAddress(address, "en"));
  });
});
