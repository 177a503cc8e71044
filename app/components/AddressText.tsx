import { Fragment } from "react";
import type { Language } from "#contract/locales.ts";
import { addressParts, type AddressLine } from "#app/utils/address.ts";

/**
 * An address on one line, each part in its own `<bdi>`: a name or street in Arabic or Hebrew keeps its
 * place between the commas instead of pulling its neighbours into its right-to-left run.
 */
export function AddressText({ address, lang, nameOf }: { address: AddressLine; lang: Language; nameOf?: (code: string) => string }) {
  return addressParts(address, lang, nameOf).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? ", " : null}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}
