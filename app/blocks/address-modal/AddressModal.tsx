import { useCallback } from "react";
import { useTranslation } from "#app/utils/i18n.tsx";
import { useNavigate, useSearchParams } from "react-router";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import type { AddressBookData } from "../user-shared/load.server.ts";
import { AddressForm, useEditedAddress } from "../address-form/AddressForm.tsx";
import { UserSection } from "../user-shared/UserSection.tsx";
import { useHydrated } from "#app/components/forms/use-hydrated.ts";

/**
 * The address form for `?new=1` or `?edit=ID`. With JavaScript it is a modal `<dialog>` over the list;
 * without, the same address is its own page with the form in place.
 */
export function AddressModal({ data }: BlockComponentProps<AddressBookData | undefined>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const address = useEditedAddress(data?.addresses);
  const countries = data?.countries ?? [];
  const open = params.get("new") === "1" || address !== null;
  const hydrated = useHydrated();
  // The dialog exists only while an address is open: shown as a modal when it mounts, gone after.
  const showModal = useCallback((element: HTMLDialogElement | null) => {
    if (element && !element.open) element.showModal();
  }, []);
  const title = t(address ? "address.editTitle" : "address.newTitle");
  const close = () => navigate("?", { replace: true, preventScrollReset: true });
  if (!hydrated) {
    return open ? (
      <UserSection title={title}>
        <AddressForm key={address?.id ?? "new"} address={address} countries={countries} />
      </UserSection>
    ) : null;
  }
  if (!open) return null;
  return (
    <dialog
      ref={showModal}
      aria-labelledby="address-dialog-title"
      onClose={close}
      className="m-auto w-[min(44rem,calc(100vw-1.5rem))] max-h-[calc(100dvh-2rem)] rounded-shop border border-border bg-background p-4 text-text shadow-xl backdrop:bg-black/40 sm:p-6"
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="address-dialog-title" className="text-lg font-title text-title">{title}</h2>
          <button type="button" onClick={close} aria-label={t("address.cancel")} className="flex size-11 items-center justify-center rounded-full text-2xl text-desc hover:text-primary">×</button>
        </div>
        <AddressForm key={address?.id ?? "new"} address={address} countries={countries} onCancel={close} />
      </div>
    </dialog>
  );
}
