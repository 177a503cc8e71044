import { getFormProps, getInputProps } from "@conform-to/react";
import { useId, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Product } from "#contract/catalog.ts";
import { WishlistCreateSchema, WishlistRenameSchema, type Wishlist, type WishlistItem, type WishlistSummary } from "#contract/wishlist.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { ErrorList, Field } from "#app/components/forms/Field.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { useHydrated } from "#app/components/forms/use-hydrated.ts";
import { Image } from "#app/components/Image.tsx";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { Price } from "#app/components/Price.tsx";
import { optionsText } from "#app/utils/colon.ts";
import { useTranslation } from "#app/utils/i18n.tsx";
import { entityPath } from "#app/utils/paths.ts";
import { userHref } from "../auth-shared/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import { ConfirmAction } from "../user-shared/ConfirmAction.tsx";
import { PageTitle } from "../user-shared/UserSection.tsx";
import { useUserForm } from "../user-shared/use-user-form.ts";
import type { WishlistPageData } from "./load.server.ts";
import { NEW_LIST, WishlistIntent } from "./intents.ts";

const ITEM_INTENTS = [WishlistIntent.toCart, WishlistIntent.move, WishlistIntent.remove];
const LIST_INTENTS = [WishlistIntent.share, WishlistIntent.rotate, WishlistIntent.revoke, WishlistIntent.delete];
const small = "inline-flex min-h-11 items-center justify-center rounded-shop border border-border px-3 text-sm hover:border-primary hover:text-primary";

/**
 * `user/wishlist` (issue 9): named lists, distinct from the favourites (the hearts). Lists down the
 * side, the chosen list's items with "move to cart", "move to" and "remove", its read-only share
 * link, rename and delete; `?add=` puts a product on a list from its page. Every form is a plain POST
 * to this page, enhanced by React Router when JavaScript runs.
 */
export function UserWishlist({ data }: BlockComponentProps<WishlistPageData | null | undefined>) {
  const { t } = useTranslation();
  if (!data) return <p className="text-desc">{t("account.unavailable")}</p>;
  const { lists, list, picker } = data;
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <PageTitle>{t("wishlist.title")}</PageTitle>
        <p className="-mt-3 text-sm text-desc">{t("wishlist.intro")}</p>
      </header>
      {data.deleted ? <FormMessage success="wishlist.deleted" /> : null}
      {picker ? <Picker product={picker.product} skuId={picker.skuId} lists={lists} /> : null}
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <aside className="flex flex-col gap-4 lg:w-64 lg:shrink-0">
          {lists.length > 0 ? <ListNav lists={lists} current={list?.id ?? null} /> : <p className="text-desc">{t("wishlist.noLists")}</p>}
          <CreateForm />
        </aside>
        {list ? <ListPanel list={list} lists={lists} added={data.added} origin={data.origin} /> : null}
      </div>
    </section>
  );
}

function useListHref() {
  const { lang, router } = usePage();
  return (id: number) => `${userHref(lang, router, "wishlist")}?list=${id}`;
}

function usePending(intent: string, match?: [string, string]) {
  const navigation = useNavigation();
  const form = navigation.formData;
  return navigation.state === "submitting" && form?.get("intent") === intent && (!match || form.get(match[0]) === match[1]);
}

function ListNav({ lists, current }: { lists: WishlistSummary[]; current: number | null }) {
  const { t } = useTranslation();
  const href = useListHref();
  return (
    <nav aria-label={t("wishlist.lists")}>
      <ul className="-mx-1 flex gap-1 overflow-x-auto pb-1 lg:mx-0 lg:flex-col lg:overflow-visible">
        {lists.map((l) => (
          <li key={l.id} className="shrink-0">
            <Link
              to={href(l.id)}
              preventScrollReset
              aria-current={l.id === current ? "page" : undefined}
              className="flex min-h-11 items-center justify-between gap-3 rounded-shop border border-border px-3 text-sm hover:border-primary aria-[current=page]:border-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              <span className="max-w-56 truncate">{l.name}</span>
              <span className="text-xs text-desc">{l.itemCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CreateForm() {
  const { t } = useTranslation();
  const { form, fields, pending } = useUserForm(WishlistIntent.create, WishlistCreateSchema);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-1 rounded-shop border border-border p-3">
      <input type="hidden" name="intent" value={WishlistIntent.create} />
      <FormMessage errors={form.errors} />
      <Field label={t("wishlist.newList")} errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }} />
      <div>
        <SubmitButton pending={pending}>{t("wishlist.create")}</SubmitButton>
      </div>
    </Form>
  );
}

function ListPanel({ list, lists, added, origin }: { list: Wishlist; lists: WishlistSummary[]; added: number | null; origin: string }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const reply = useIntentReply(...ITEM_INTENTS, ...LIST_INTENTS, WishlistIntent.rename);
  const addedItem = added === null ? undefined : list.items.find((item) => item.productId === added);
  // A refusal of one item's form shows beside that item; everything else above the list.
  const itemId = reply?.result?.initialValue?.itemId;
  const beside = ITEM_INTENTS.includes(reply?.intent as never) && list.items.some((item) => String(item.id) === itemId);
  const pageErrors = beside ? null : (reply?.result?.error?.[""] ?? null);
  return (
    <article aria-labelledby="wishlist-name" className="flex min-w-0 flex-1 flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="wishlist-name" className="text-xl font-title text-title wrap-anywhere">{list.name}</h2>
        <p className="text-sm text-desc">{t("wishlist.itemCount", { count: list.itemCount })}</p>
      </header>
      <FormMessage errors={pageErrors} errorValues={reply?.errorValues} success={reply?.done} successValues={reply?.doneValues} />
      {addedItem?.product && !reply ? (
        <output className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-shop border border-success/40 bg-success/10 px-3 py-2 text-sm text-success-ink">
          {t("wishlist.added", { product: addedItem.product.name })}
          <Link to={entityPath(router, lang, "product", addedItem.product.slug)} className="font-medium underline">{t("wishlist.backToProduct")}</Link>
        </output>
      ) : null}
      {list.items.length === 0 ? (
        <p className="text-desc">{t("wishlist.empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border border-y border-border">
          {list.items.map((item) => (
            <li key={item.id} className="py-4">
              <ItemRow
                item={item}
                list={list}
                others={lists.filter((l) => l.id !== list.id)}
                error={itemId === String(item.id) ? (reply?.result?.error?.[""] ?? null) : null}
                errorValues={reply?.errorValues}
              />
            </li>
          ))}
        </ul>
      )}
      <SharePanel list={list} origin={origin} />
      <ListSettings list={list} />
    </article>
  );
}

function ItemRow({ item, list, others, error, errorValues }: {
  item: WishlistItem;
  list: Wishlist;
  others: WishlistSummary[];
  error: string[] | null;
  errorValues?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const id = useId();
  const product = item.product;
  const toCartPending = usePending(WishlistIntent.toCart, ["itemId", String(item.id)]);
  const href = product ? entityPath(router, lang, "product", product.slug) + (item.sku ? `/${encodeURIComponent(item.sku.code)}` : "") : null;
  const options = item.sku ? optionsText(item.sku.options, product?.lang ?? lang) : "";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start" lang={product?.lang}>
      <div className="flex min-w-0 flex-1 gap-3">
        {href && product ? (
          <Link to={href} aria-hidden="true" tabIndex={-1} className="block w-20 shrink-0 overflow-hidden rounded-shop bg-hero">
            <Image image={product.image} alt={product.name} sizes="80px" className="aspect-square w-full object-cover" />
          </Link>
        ) : (
          <div aria-hidden="true" className="size-20 shrink-0 rounded-shop bg-hero" />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          {href && product ? (
            <Link to={href} className="font-medium text-title wrap-anywhere hover:underline">{product.name}</Link>
          ) : (
            <p className="font-medium text-desc">{t("wishlist.unavailable")}</p>
          )}
          {options ? <p className="text-xs text-desc">{options}</p> : null}
          {product ? <Price price={item.sku?.price ?? product.price} linePrice={item.sku ? null : product.linePrice} /> : null}
          {item.available && !(item.sku?.inStock ?? product?.inStock ?? false) ? <p className="text-xs text-desc">{t("product.outOfStock")}</p> : null}
          <p className="text-xs text-desc">{t("wishlist.addedOn", { date: formatDate(item.addedAt) })}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:max-w-80 sm:justify-end">
        {item.available ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={WishlistIntent.toCart} />
            <input type="hidden" name="itemId" value={item.id} />
            <SubmitButton pending={toCartPending} className="min-h-11 text-sm" aria-label={`${t("wishlist.toCart")}: ${product?.name ?? ""}`}>
              {t("wishlist.toCart")}
            </SubmitButton>
          </Form>
        ) : null}
        {others.length > 0 ? (
          <Form method="post" preventScrollReset className="flex items-center gap-1">
            <input type="hidden" name="intent" value={WishlistIntent.move} />
            <input type="hidden" name="itemId" value={item.id} />
            <label htmlFor={`${id}-to`} className="sr-only">{t("wishlist.moveTo")}</label>
            <select id={`${id}-to`} name="toListId" className="min-h-11 max-w-40 rounded-shop border border-border bg-background px-2 text-sm">
              {others.map((l) => (
                <option key={l.id} value={l.id}>{l.name}</option>
              ))}
            </select>
            <button type="submit" className={small} aria-label={`${t("wishlist.moveTo")}: ${product?.name ?? t("wishlist.unavailable")}`}>
              {t("wishlist.moveTo")}
            </button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={WishlistIntent.remove} />
          <input type="hidden" name="listId" value={list.id} />
          <input type="hidden" name="itemId" value={item.id} />
          <button type="submit" className={small} aria-label={`${t("wishlist.remove")}: ${product?.name ?? t("wishlist.unavailable")}`}>
            {t("wishlist.remove")}
          </button>
        </Form>
        {error ? (
          <div className="basis-full">
            <FormMessage errors={error} errorValues={errorValues} />
            {href && error.includes("wishlist.errors.chooseSku") ? (
              <Link to={href} className="text-sm text-primary underline">{t("wishlist.backToProduct")}</Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The read-only link: shown as text (it works without JavaScript), copied with a button when it runs. */
function SharePanel({ list, origin }: { list: Wishlist; origin: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = list.share ? origin + list.share.path : null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-shop border border-border p-4">
      <h3 id={`${id}-title`} className="font-title text-title">{t("wishlist.share")}</h3>
      {url ? (
        <>
          <p className="text-sm text-desc">{t("wishlist.shareHint")}</p>
          <div className="flex flex-wrap gap-2">
            <label htmlFor={`${id}-link`} className="sr-only">{t("wishlist.shareLink")}</label>
            <input
              id={`${id}-link`}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 min-w-0 flex-1 basis-64 rounded-shop border border-border bg-hero px-3 font-mono text-sm"
            />
            {hydrated ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  void navigator.clipboard?.writeText(url).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  );
                }}
              >
                {t("wishlist.copyLink")}
              </button>
            ) : null}
          </div>
          <output className="block min-h-5 text-sm text-success-ink">{copied ? t("wishlist.copied") : ""}</output>
          <div className="flex flex-wrap gap-2">
            <ListButton intent={WishlistIntent.rotate} list={list}>{t("wishlist.rotate")}</ListButton>
            <ListButton intent={WishlistIntent.revoke} list={list}>{t("wishlist.revoke")}</ListButton>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-desc">{t("wishlist.notShared")}</p>
          <ListButton intent={WishlistIntent.share} list={list} primary>{t("wishlist.share")}</ListButton>
        </div>
      )}
    </section>
  );
}

function ListButton({ intent, list, primary = false, children }: { intent: string; list: Wishlist; primary?: boolean; children: ReactNode }) {
  const pending = usePending(intent);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={list.id} />
      <SubmitButton pending={pending} className={primary ? "" : "bg-background! text-text! border border-border"}>{children}</SubmitButton>
    </Form>
  );
}

/** Rename behind a disclosure, and delete behind a second step (`ConfirmAction`, with or without JavaScript). */
function ListSettings({ list }: { list: Wishlist }) {
  const { t } = useTranslation();
  const { form, fields, pending } = useUserForm(WishlistIntent.rename, WishlistRenameSchema, { id: String(list.id), name: list.name });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <details className="flex-1 rounded-shop border border-border p-3">
        <summary className="cursor-pointer text-sm font-medium">{t("wishlist.rename")}</summary>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-3 flex flex-col gap-1">
          <input type="hidden" name="intent" value={WishlistIntent.rename} />
          <input type="hidden" name="id" value={list.id} />
          <Field label={t("wishlist.name")} errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }} />
          <div>
            <SubmitButton pending={pending}>{t("wishlist.save")}</SubmitButton>
          </div>
        </Form>
      </details>
      <div className="flex-1">
        <ConfirmAction
          label={t("wishlist.delete")}
          question={t("wishlist.deleteConfirm", { name: list.name })}
          confirm={t("wishlist.deleteYes")}
          keep={t("wishlist.keep")}
          fields={{ intent: WishlistIntent.delete, id: list.id }}
        />
      </div>
    </div>
  );
}

/** `?add={slug}`: which list (or a new one) and, for a product with variants, which variant. */
function Picker({ product, skuId, lists }: { product: Product; skuId: number | null; lists: WishlistSummary[] }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const id = useId();
  const reply = useIntentReply(WishlistIntent.add);
  const pending = usePending(WishlistIntent.add);
  const errors = reply?.result?.error ?? {};
  const chosen = reply?.result?.initialValue as Record<string, string> | undefined;
  const href = entityPath(router, lang, "product", product.slug);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-shop border border-primary/40 bg-hero p-4 sm:p-6" lang={product.lang}>
      <h2 id={`${id}-title`} className="text-lg font-title text-title wrap-anywhere">{t("wishlist.pickTitle", { product: product.name })}</h2>
      <Form method="post" noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Link to={href} aria-hidden="true" tabIndex={-1} className="block w-24 shrink-0 overflow-hidden rounded-shop bg-background">
          <Image image={product.image} alt={product.name} sizes="96px" eager className="aspect-square w-full object-cover" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <input type="hidden" name="intent" value={WishlistIntent.add} />
          <input type="hidden" name="productId" value={product.id} />
          <FormMessage errors={errors[""] ?? null} errorValues={reply?.errorValues} />
          {product.skus.length > 1 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-sku`} className="text-sm font-medium text-title">{t("wishlist.variant")}</label>
              <select id={`${id}-sku`} name="skuId" defaultValue={chosen?.skuId ?? (skuId ? String(skuId) : "")} className="min-h-11 rounded-shop border border-border bg-background px-3">
                <option value="">{t("wishlist.anyVariant")}</option>
                {product.skus.map((sku) => (
                  <option key={sku.id} value={sku.id}>{Object.values(sku.options).join(" · ") || sku.code}</option>
                ))}
              </select>
              <ErrorList errors={errors.skuId} />
            </div>
          ) : null}
          {lists.length > 0 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-list`} className="text-sm font-medium text-title">{t("wishlist.pickList")}</label>
              <select id={`${id}-list`} name="listId" defaultValue={chosen?.listId ?? String(lists[0]!.id)} className="min-h-11 rounded-shop border border-border bg-background px-3">
                {lists.map((l) => (
                  <option key={l.id} value={l.id}>{l.name}</option>
                ))}
                <option value={NEW_LIST}>{t("wishlist.newList")}</option>
              </select>
              <ErrorList errors={errors.listId} />
            </div>
          ) : (
            <input type="hidden" name="listId" value={NEW_LIST} />
          )}
          <Field
            label={lists.length > 0 ? t("wishlist.orNewList") : t("wishlist.name")}
            errors={errors.newName}
            inputProps={{ name: "newName", type: "text", autoComplete: "off", maxLength: 50, defaultValue: chosen?.newName ?? "" }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton pending={pending}>{t("wishlist.add")}</SubmitButton>
            <Link to={href} className="text-sm text-primary underline">{t("wishlist.backToProduct")}</Link>
          </div>
        </div>
      </Form>
    </section>
  );
}
