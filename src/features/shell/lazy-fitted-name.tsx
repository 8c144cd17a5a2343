"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { FittedNameProps } from "./fitted-name";

/**
 * The header's name as plain text (cut by CSS) until the word-fitting code (fitted-name.tsx, with its
 * grapheme-aware cutter) has loaded after the page came up: it stays out of every signed-in page's
 * first load.
 */
export function LazyFittedName(props: FittedNameProps) {
  const [Fitted, setFitted] = useState<ComponentType<FittedNameProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./fitted-name").then((m) => live && setFitted(() => m.FittedName));
    return () => {
      live = false;
    };
  }, []);
  if (Fitted) return <Fitted {...props} />;
  return (
    <span className={props.className} title={props.title ?? props.text} data-testid={props.testId}>
      {props.text}
    </span>
  );
}
