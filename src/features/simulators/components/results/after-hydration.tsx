"use client";

import { startTransition, useEffect, useState } from "react";

// Whether the page the browser loaded has hydrated: a section mounted after that (a client
// navigation, the generator's second simulation) has no server HTML to keep and renders at once.
let pageHydrated = false;

/**
 * A block of read-only results whose server HTML stays as it is while React hydrates the page, and
 * is rendered by React right after, as a transition: React renders a transition in slices of a few
 * milliseconds, while it hydrates the page in one go up to its Suspense boundaries. The three
 * detail sections of the results (comparison, costs, scenarios) are ~370 of the simulator's ~1 000
 * elements; hydrated with the page they were most of its longest task on a phone. (A Suspense
 * boundary would hydrate in slices too, but React's server sends a boundary that large after the
 * rest of the page and reveals it later: the page grew under the seller's eyes, a layout shift.)
 *
 * While the page hydrates, the block renders an empty `dangerouslySetInnerHTML`: React then neither
 * walks nor changes what the server put inside. Its replacement is the same markup, committed at
 * once, so nothing moves. Only for content with nothing to click or type into: until the transition
 * commits (a few hundred ms on a phone), the server's markup answers no event.
 */
export function AfterHydration({ className, children }: { className?: string; children: React.ReactNode }) {
  const [rendered, setRendered] = useState(() => typeof window === "undefined" || pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!rendered) startTransition(() => setRendered(true));
  }, [rendered]);
  if (rendered) return <div className={className}>{children}</div>;
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}

/** For tests: as if the page had just loaded. */
export function resetPageHydrated() {
  pageHydrated = false;
}
