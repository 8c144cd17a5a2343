"use client";

import { useEffect, useState } from "react";

// Start drawing a little before the chart scrolls in, so it is current when it appears.
const ROOT_MARGIN = "200px 0px";

/** Whether the element is within `rootMargin` of the viewport. */
export function useInView(ref: React.RefObject<HTMLElement | null>, rootMargin = ROOT_MARGIN): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}

/** True from the first time `inView` was true: what has been drawn stays drawn. */
export function useSeen(inView: boolean): boolean {
  const [seen, setSeen] = useState(inView);
  if (inView && !seen) setSeen(true);
  return seen;
}
