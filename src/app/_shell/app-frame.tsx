"use client";

import dynamic from "next/dynamic";
import { RestrictedScreen } from "~/features/billing/components";
import { CarteiraBadge, FirstOpenToasts } from "~/features/clients/components";
import { AppShell, type ShellParts, type ShellUser } from "~/features/shell/components";
import { loadTermsModal } from "~/features/terms/components";

// The shell sits low in the features' order (everyone uses its context); what it shows from the
// features above it is put together here, by the routes, and handed in.

// Only a user who has not accepted the current terms sees the modal: its dialog code loads for them.
const TermsModal = dynamic(loadTermsModal, { ssr: false });
const PARTS: ShellParts = {
  Restricted: RestrictedScreen,
  Notices: FirstOpenToasts,
  TermsModal,
  navBadges: { "/propostas/clients": CarteiraBadge },
};

/**
 * Warms the browser's pt-BR number and date data in a task of its own (public/intl-pt-br.js): React
 * hoists an async script to <head>, so it runs as soon as it arrives, before the framework's chunks
 * hydrate the page, whose first formatter would otherwise pay ~100 ms (4x CPU) inside hydration.
 */
const INTL_WARMUP_SRC = "/intl-pt-br.js";

/** The signed-in app around the (app), (account) and admin pages. */
export function AppFrame(props: { initialUser: ShellUser; helpUrl: string; children: React.ReactNode }) {
  return (
    <>
      <script async src={INTL_WARMUP_SRC} />
      <AppShell {...props} parts={PARTS} />
    </>
  );
}
