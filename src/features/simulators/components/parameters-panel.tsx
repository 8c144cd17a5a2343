"use client";

import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The parameters beside the results on a wide screen: sticky, scrolling inside its own box when
 * the fields are taller than the window. While fields remain below, a line under the box says so
 * and scrolls to them: a box that scrolls is not obvious, and a seller must not miss a parameter.
 * Below `lg` the panel is a plain block in the page's flow (no inner scrolling, no hint).
 */
export function ParametersPanel({ children }: { children: React.ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [moreBelow, setMoreBelow] = useState(false);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setMoreBelow(el.scrollHeight - el.clientHeight - el.scrollTop > 8);
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    // Groups fold and unfold, errors add lines, the window resizes: all change what is hidden.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <aside aria-label="Parâmetros" className="lg:sticky lg:top-20 lg:flex lg:max-h-[calc(100dvh-7rem)] lg:flex-col">
      <div
        ref={scroller}
        onScroll={measure}
        data-testid="parameters-scroller"
        className="lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:overscroll-contain lg:rounded-xl"
      >
        {children}
      </div>
      {moreBelow && (
        <button
          type="button"
          data-testid="parameters-more"
          onClick={() => scroller.current?.scrollBy({ top: scroller.current.clientHeight * 0.8, behavior: "smooth" })}
          className="mt-2 hidden w-full items-center justify-center gap-1.5 rounded-lg py-1.5 text-xs font-medium text-muted transition hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring lg:flex"
        >
          <ChevronDown className="size-4" aria-hidden />
          Mais parâmetros abaixo: role a lista
        </button>
      )}
    </aside>
  );
}
