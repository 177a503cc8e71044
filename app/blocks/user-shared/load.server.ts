import type { ActivityEntry, Address, SecuritySettings, SessionInfo, UserCenter } from "#contract/account.ts";
import type { ProductSummary } from "#contract/catalog.ts";
import type { UserInfo } from "#contract/user.ts";
import { requireData } from "#app/services/session.server.ts";
import { countryOptions, type CountryOptions } from "../address-form/countries.server.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";

// The user area's block loads. Each asks the backend for what its block shows; an invalid session
// (code 50) anywhere signs the shopper out and sends them to sign-in with the way back.

/** Lists may come bare or paged (`{items}`). */
function items<T>(value: T[] | { items?: T[] } | null): T[] {
  if (Array.isArray(value)) return value;
  return value?.items ?? [];
}

export type UserCenterData = { center: UserCenter | null; user: UserInfo | null };

export async function loadUserCenter(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<UserCenterData> {
  const [center, user] = await Promise.all([shop.post<UserCenter>("/api/web/user/center"), shop.post<UserInfo>("/api/web/user/info")]);
  return { center: requireData(shop, center), user: requireData(shop, user) };
}

export async function loadUserInfo(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<UserInfo | null> {
  return requireData(shop, await shop.post<UserInfo>("/api/web/user/info"));
}

export type SecurityData = { sessions: SessionInfo[]; settings: SecuritySettings | null };

export async function loadSecurity(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<SecurityData> {
  const [sessions, settings] = await Promise.all([
    shop.post<SessionInfo[]>("/api/web/user/sessions"),
    shop.get<SecuritySettings>("/api/web/user/security"),
  ]);
  return { sessions: items(requireData(shop, sessions)), settings: requireData(shop, settings) };
}

export type LogData = { source: "activity" | "log"; entries: ActivityEntry[]; page: number; hasMore: boolean };
const PAGE_SIZE = 20;

export async function loadLog(props: Record<string, unknown>, { shop, url }: BlockLoadContext): Promise<LogData> {
  const source = props.source === "activity" ? "activity" : "log";
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 1000);
  const result = await shop.post<ActivityEntry[] | { items: ActivityEntry[]; total?: number }>(`/api/web/user/${source}`, { page, pageSize: PAGE_SIZE });
  const data = requireData(shop, result);
  const entries = items(data);
  const total = data && !Array.isArray(data) && typeof data.total === "number" ? data.total : null;
  return { source, entries, page, hasMore: total === null ? entries.length === PAGE_SIZE : page * PAGE_SIZE < total };
}

export async function loadFavorites(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<ProductSummary[]> {
  return items(requireData(shop, await shop.post<ProductSummary[] | { items: ProductSummary[] }>("/api/web/favorite/list")));
}

/** The address book and the country names its forms and cards show (made on the server, see countries.server.ts). */
export type AddressBookData = { addresses: Address[]; countries: CountryOptions };

export async function loadAddresses(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<AddressBookData> {
  const addresses = items(requireData(shop, await shop.post<Address[] | { items: Address[] }>("/api/web/address/list")));
  return { addresses, countries: countryOptions(shop.info.lang) };
}
