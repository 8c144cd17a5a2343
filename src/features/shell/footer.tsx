"use client";

import { usePathname } from "next/navigation";
import { cn } from "~/components/ui/cn";
import { footerHidden } from "./paths";

export const FOOTER_YEAR = 2025;

/**
 * "© 2025" and the operator's registration (from configuration, passed down by the root layout),
 * on every page except sign-in, sign-up, recovery, verification and public ones.
 */
export function SiteFooter({ registration, className }: { registration: string; className?: string }) {
  const pathname = usePathname();
  if (footerHidden(pathname)) return null;
  return (
    <footer className={cn("border-t border-border px-4 py-5 text-center text-xs text-muted", className)}>
      © {FOOTER_YEAR} {registration}
    </footer>
  );
}
