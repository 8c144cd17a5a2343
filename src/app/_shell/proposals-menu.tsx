"use client";

import { FirstOpenBadge } from "~/features/clients/components";
import { NewResponsesBadge } from "~/features/proposals/components";
import { type MenuBadges, ProposalsMenu } from "~/features/shell/components";

// The menu's counts come from features above the shell: the route hands them in.
const BADGES: MenuBadges = { "/propostas/clients-proposal": NewResponsesBadge, "/propostas/clients": FirstOpenBadge };

/** The proposals area's side menu, with its badges. */
export function ProposalsAreaMenu() {
  return <ProposalsMenu badges={BADGES} />;
}
