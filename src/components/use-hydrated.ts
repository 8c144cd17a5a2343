import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False in the server's HTML and during hydration, true once React runs the component in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
