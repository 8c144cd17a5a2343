"use client";

import dynamic from "next/dynamic";

/**
 * The groups page's Banco Central finder, loaded after the page (it is below the fold and only for
 * linking): the page's first load stays within its budget. The placeholder keeps its room.
 */
export const LazyBcbGroupLinker = dynamic(() => import("./group-linker").then((m) => m.BcbGroupLinker), {
  ssr: false,
  loading: () => <div className="min-h-48" aria-busy="true" />,
});
