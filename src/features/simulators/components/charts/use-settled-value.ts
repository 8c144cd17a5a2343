"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * How long the input must rest before the charts redraw. A keystroke's budget on a 2-core
 * machine is small (docs/benchmarks.md), and the engine's run already takes part of it; the charts' redraw (downsampling,
 * simplifying and the SVG's new paths, three times) is not needed mid-word. Held back until typing
 * pauses, a burst of keystrokes costs one redraw.
 */
export const CHART_SETTLE_MS = 200;

/**
 * The three charts settle this far apart, so each redraw gets frames of its own instead of the
 * three landing in the same one (measured: the longest frame after a pause drops from two frames to one).
 */
export const CHART_STAGGER_MS = 50;

/**
 * `value` once it has stopped changing for `delayMs`; the first value is used at once. The redraw
 * runs as a transition, so a keystroke arriving mid-render pre-empts it.
 */
export function useSettledValue<T>(value: T, delayMs = CHART_SETTLE_MS): { settled: T; pending: boolean } {
  const [settled, setSettled] = useState(value);
  const pending = !Object.is(value, settled);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => startTransition(() => setSettled(value)), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, pending, delayMs]);
  return { settled, pending };
}
