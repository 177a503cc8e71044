import { createContext, useContext } from "react";

/**
 * The document's CSP nonce, for the inline scripts React Router writes. Set on the server by
 * `entry.server.tsx`; in the browser it is empty (browsers hide a nonce from the page once it has
 * been checked, and client navigations add no inline scripts).
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
