"use client";

import { startTransition, useEffect, useRef, useState } from "react";
import { useInView, useSeen } from "./in-view";

// Whether the page the browser loaded has hydrated: a section mounted after that (a client
// navigation, the generator's second simulation) has no server HTML to keep and renders at once.
let pageHydrated = false;

/** How near the viewport a block kept as the server sent it is taken over by React. */
const NEAR = "400px 0px";

/**
 * A block of read-only results whose server HTML stays as it is while React hydrates the page, and
 * is rendered by React later, as a transition: when it first comes near the viewport, or as soon as
 * what it shows changes (`version`, the comparison the block reads: the seller edited a field). React
 * renders a transition in slices of a few milliseconds, while it hydrates the page in one go up to its
 * Suspense boundaries. The three detail sections of the results (comparison, costs, scenarios) are
 * ~370 of the simulator's ~1 000 elements: hydrated with the page they were most of its longest task
 * on a phone, and rendered right after it they were still script the phone ran during the load, for
 * sections a screen or more below the form. (A Suspense boundary would hydrate in slices too, but
 * React's server sends a boundary that large after the rest of the page and reveals it later: the
 * page grew under the seller's eyes, a layout shift.)
 *
 * Until then the block renders an empty `dangerouslySetInnerHTML`: React neither walks nor changes
 * what the server put inside, which is the same markup React renders for the same comparison, so the
 * page reads, prints and is searched the same either way, and nothing moves when React takes over.
 * Only for content with nothing to click or type into: the server's markup answers no event.
 */
export function AfterHydration({
  className,
  version,
  children,
}: {
  className?: string;
  /** What the block shows (the comparison object): a new one means the server's markup is stale. */
  version?: unknown;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(() => typeof window === "undefined" || pageHydrated);
  const [serverVersion] = useState(version);
  const near = useSeen(useInView(ref, NEAR));
  const due = near || version !== serverVersion;
  useEffect(() => {
    pageHydrated = true;
    if (!rendered && due) startTransition(() => setRendered(true));
  }, [rendered, due]);
  if (rendered)
    return (
      <div ref={ref} className={className}>
        {children}
      </div>
    );
  return <div ref={ref} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}

/** For tests: as if the page had just loaded. */
export function resetPageHydrated() {
  pageHydrated = false;
}
