"use client";

import { useLayoutEffect, useState } from "react";

/**
 * An element's content box in whole CSS pixels, kept current as the window or the grid resizes:
 * the charts draw at the size they are shown, so a tick label is 12 px on a phone and on a desktop.
 * Null until the element is measured (the charts load in the browser only, so that is before paint).
 */
export function useElementSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const width = Math.floor(element.clientWidth);
      const height = Math.floor(element.clientHeight);
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
