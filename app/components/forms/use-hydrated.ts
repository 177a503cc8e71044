import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server render and while hydrating, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
