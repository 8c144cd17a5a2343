"use client";

import { useSyncExternalStore } from "react";
import type { FormSnapshot, FormStore } from "../form-store";

/** Subscribes to one slice of the form; the component re-renders only when that slice changes. */
export function useFormSelector<P, T>(store: FormStore<P>, select: (snapshot: FormSnapshot<P>) => T): T {
  const read = () => select(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, read, read);
}
