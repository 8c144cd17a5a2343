"use client";

import { useEffect } from "react";

/** Starts the watcher once the page is up; its code loads then, out of every page's first load. */
export function useStickyActionRoom() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import("./sticky-action-watch").then((m) => {
      if (live) stop = m.watchStickyActionRoom();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
}
