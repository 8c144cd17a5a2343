// Route rules of the shell (spec section 2 and "Other elements"), kept pure so they are unit-tested.

/** "Any path containing public shows without the logged-in shell." */
export function isPublicPath(pathname: string): boolean {
  return pathname.split("/").includes("public");
}

const SPINNER_SKIPPED = new Set(["/", "/forgot-password", "/dashboard"]);

/** The loading spinner is dismissed at once on these paths instead of 2 s after loading ends. */
export function spinnerDismissedAtOnce(pathname: string): boolean {
  return SPINNER_SKIPPED.has(pathname) || isPublicPath(pathname);
}

const FOOTER_HIDDEN = new Set(["/", "/forgot-password", "/cadastro", "/reset-password", "/verificar-email"]);

/** The footer is hidden on the sign-in, sign-up, recovery and verification pages and public paths. */
export function footerHidden(pathname: string): boolean {
  return FOOTER_HIDDEN.has(pathname) || isPublicPath(pathname);
}

/** Paths a signed-in user of an inactive account still reaches: paying, and their own data (LGPD). */
const OPEN_WHILE_INACTIVE = ["/select", "/conta"];

export function reachableWhileInactive(pathname: string): boolean {
  return OPEN_WHILE_INACTIVE.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** True when `href` is the current page or one of its children (menu highlighting). */
export function isActiveLink(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The one link of a menu that is current: the longest href the path is in ("/propostas/clients" over "/propostas"). */
export function activeHref(pathname: string, hrefs: readonly string[]): string | null {
  return hrefs.filter((href) => isActiveLink(pathname, href)).sort((a, b) => b.length - a.length)[0] ?? null;
}
