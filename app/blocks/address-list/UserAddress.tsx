import { useTranslation } from "#app/utils/i18n.tsx";
import { Link } from "react-router";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import type { AddressBookData } from "../user-shared/load.server.ts";
import { usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { AddressModal } from "../address-modal/AddressModal.tsx";
import { PageTitle } from "../user-shared/UserSection.tsx";
import { AddressList } from "./AddressList.tsx";

/** The `user-address` page: the address book, "add address", and the form as a dialog or a page. */
export function UserAddress(props: BlockComponentProps<AddressBookData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const reply = useIntentReply("address-delete", "address-default");
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t("address.title")}</PageTitle>
        <Link to={`${userHref(lang, router, "address")}?new=1`} preventScrollReset className="button">{t("address.add")}</Link>
      </div>
      <FormMessage errors={reply?.result?.error?.[""] ?? null} success={reply?.done} />
      <AddressModal {...props} />
      <AddressList {...props} />
    </section>
  );
}
