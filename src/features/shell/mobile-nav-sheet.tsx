"use client";

import { LogOut } from "lucide-react";
import Link from "next/link";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { MAIN_NAV, type NavBadges } from "./nav-items";
import { activeHref, isActiveLink } from "./paths";
import { useShell, type ShellUser } from "./shell-context";
import { signOutToLogin } from "./sign-out";
import { accountLinks, Avatar } from "./user-menu";
import { FittedName } from "./fitted-name";

/**
 * The phone navigation: a sheet from the left edge, mounted open by the header's menu button (and
 * unmounted when closed). Focus goes back to that button, as with a Radix trigger.
 */
export function MobileNavSheet({
  user,
  pathname,
  badges,
  onClose,
  returnFocusTo,
}: {
  user: ShellUser;
  pathname: string;
  badges: NavBadges;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  // The business name as the brand says it now (settings), not the one typed at sign-up.
  const { brand } = useShell();
  const linkClass = (active: boolean) =>
    cn(
      "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring",
      active ? "bg-user-slider/12 text-text" : "text-muted hover:bg-surface-2 hover:text-text",
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        placement="sheet"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <div className="flex items-center gap-3 px-1 pb-4 pt-1">
          <Avatar name={user.name} className="size-9" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <FittedName
              text={brand.shortName}
              title={brand.name}
              className="block truncate text-xs text-muted"
              testId="menu-brand-name"
            />
          </div>
        </div>
        <nav aria-label="Principal" className="space-y-0.5 border-t border-border pt-3">
          {MAIN_NAV.map(({ href, label, icon: Icon }) => {
            const Badge = badges[href];
            return (
              <Link
                key={href}
                href={href}
                className={linkClass(
                  activeHref(
                    pathname,
                    MAIN_NAV.map((i) => i.href),
                  ) === href,
                )}
                onClick={onClose}
              >
                <Icon className="size-4" aria-hidden />
                {label}
                {Badge && <Badge />}
              </Link>
            );
          })}
        </nav>
        <div className="mt-3 space-y-0.5 border-t border-border pt-3">
          {accountLinks(user.role).map(({ href, label, icon: Icon }) => (
            <Link key={href} href={href} className={linkClass(isActiveLink(pathname, href))} onClick={onClose}>
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          ))}
          <button type="button" className={cn(linkClass(false), "w-full")} onClick={() => void signOutToLogin()}>
            <LogOut className="size-4" aria-hidden />
            Sair
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
