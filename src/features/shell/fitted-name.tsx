"use client";

import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { cutAtWord, graphemesOf } from "~/lib/cut-at-word";

/** Every way to show `text` cut at a word, longest first: the whole text, then "… Azul & Filhos…", "… Azul…". */
function wordCuts(text: string): string[] {
  const out: string[] = [];
  for (let n = graphemesOf(text).length; n >= 1; n--) {
    const cut = cutAtWord(text, n);
    if (out.at(-1) !== cut) out.push(cut);
  }
  return out;
}

/**
 * A name on one line in the room its slot has (a header): whole when it fits, else the longest cut at
 * a word boundary that does ("Imobiliária Horizonte Azul…"), never mid-word. Measured in the browser,
 * again when the slot changes size; the full name stays in `title` (the legal name, where given).
 */
export interface FittedNameProps {
  text: string;
  title?: string;
  className?: string;
  testId?: string;
}

export function FittedName({ text, title = text, className, testId }: FittedNameProps) {
  const cuts = useMemo(() => wordCuts(text), [text]);
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLSpanElement>(null);

  // After each render: one cut shorter while the text overflows its box.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && el.scrollWidth > el.clientWidth && index < cuts.length - 1) setIndex(index + 1);
  }, [index, cuts]);

  // A wider or narrower slot (rotation, a window resized) starts again from the whole text.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth !== width) {
        width = el.clientWidth;
        setIndex(0);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <span ref={ref} className={className} title={title} data-testid={testId}>
      {cuts[Math.min(index, cuts.length - 1)]}
    </span>
  );
}
