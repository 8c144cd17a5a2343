"use client";

import { usePathname } from "next/navigation";
import { footerHidden } from "./paths";

export const FOOTER_YEAR = 2025;

/**
 * "© 2025" and the operator's registration (from configuration, passed down by the root layout),
 * on every page except sign-in, sign-up, recovery, verification and public ones.
 */
// Plain classes, no cn(): this client component is in every page's first load, and cn's
// tailwind-merge would come with it (its size: docs/benchmarks.md).
export function SiteFooter({ registration }: { registration: string }) {
  const pathname = usePathname();
  if (footerHidden(pathname)) return null;
  return (
    <footer className="border-t border-border px-4 py-5 text-center text-xs text-muted">
      © {FOOTER_YEAR} {registration}
    </footer>
  );
}
