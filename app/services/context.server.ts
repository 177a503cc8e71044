import { createContext, RouterContextProvider } from "react-router";
import type { ShopClient, ShopFetch } from "./shop.server.ts";
import type { Preferences } from "./preferences.server.ts";

export type { ShopFetch } from "./shop.server.ts";

export const shopFetchContext = createContext<ShopFetch>();
/** The shopper's IP as server.ts determined it, passed on to the backend for its rate limits. */
export const clientIpContext = createContext<string>("unknown");
/** The per-request shop client, set by the root middleware. */
export const shopContext = createContext<ShopClient>();
export const preferencesContext = createContext<Preferences>();

/** Called by server.ts (through the server build's entry module) for every request. */
export function createLoadContext(shopFetch: ShopFetch, clientIp = "unknown"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopFetchContext, shopFetch);
  context.set(clientIpContext, clientIp);
  return context;
}
