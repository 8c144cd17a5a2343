"use client";

import { createContext, useContext } from "react";
import type { RouterOutputs } from "~/trpc/react";

export type ShellUser = NonNullable<RouterOutputs["auth"]["session"]>;

import type { Brand } from "~/features/branding";

/** The seller's four brand colours (resolveBrand's names). */
export type ShellColors = Brand["colors"];

type ShellContextValue = {
  user: ShellUser;
  /** The resolved brand (settings with defaults): logos per theme, colours, name, WhatsApp. */
  brand: Brand;
  colors: ShellColors;
  /**
   * Child screens (spec §4; e.g. the settings preview) recolour the whole shell at once, before
   * saving; null drops every override and goes back to the saved colours.
   */
  updateColors: (colors: Partial<ShellColors> | null) => void;
};

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The signed-in user and the shell's colours, for any page inside (app). */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error("useShell must be used inside the app shell");
  return value;
}
