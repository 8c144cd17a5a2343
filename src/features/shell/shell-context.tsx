"use client";

import { createContext, useContext } from "react";
import type { RouterOutputs } from "~/trpc/react";

export type ShellUser = NonNullable<RouterOutputs["auth"]["session"]>;

export type ShellColors = { slider: string; badge: string };

type ShellContextValue = {
  user: ShellUser;
  colors: ShellColors;
  /** Child screens (e.g. settings) preview a new colour at once, before it is saved. */
  updateColors: (colors: Partial<ShellColors>) => void;
};

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The signed-in user and the shell's colours, for any page inside (app). */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error("useShell must be used inside the app shell");
  return value;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
