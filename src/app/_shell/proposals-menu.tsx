"use client";

import { CarteiraBadge, NewAnswersBadge } from "~/features/clients/components";
import { type MenuBadges, ProposalsMenu } from "~/features/shell/components";

// The menu's counts come from features above the shell: the route hands them in. Both read the
// header's query (clients.badge), so "Carteira" says the same number in the header and the menu.
const BADGES: MenuBadges = { "/propostas/clients-proposal": NewAnswersBadge, "/propostas/clients": CarteiraBadge };

/** The proposals area's side menu, with its badges. */
export function ProposalsAreaMenu() {
  return <ProposalsMenu badges={BADGES} />;
}
