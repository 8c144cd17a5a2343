import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// next-auth hands `authorize` a copy of the request without its AbortSignal: the route keeps the
// signal here for the login to see whether the browser is still waiting.
const storage = new AsyncLocalStorage<AbortSignal>();

export function withRequestSignal<T>(signal: AbortSignal, run: () => T): T {
  return storage.run(signal, run);
}

export function requestSignal(): AbortSignal | undefined {
  return storage.getStore();
}
