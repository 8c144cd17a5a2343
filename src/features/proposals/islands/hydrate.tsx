import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName, IslandProps } from "../components/public/island-props";

/*
 * React for the public pages' islands, loaded by islands/loader.ts when a visitor first touches one
 * (a cached public page carries no framework runtime: docs/speed.md). Each island is hydrated on its
 * own, from the props the server wrote beside its HTML (components/public/island.tsx), with its own
 * code loaded first: the answer form does not bring the explorer, nor the explorer the PDF check.
 */

const render: { [Name in IslandName]: (props: IslandProps[Name]) => Promise<ReactNode> } = {
  // The first results drawn by the engine the server used, so the client's first change updates them in place.
  explore: async (props) => {
    const [{ ExploreIsland }, { ExploreResults }, { exploreFigures }] = await Promise.all([
      import("../components/public/explore-island"),
      import("../components/public/explore-view"),
      import("../components/public/explore-live"),
    ]);
    const { kind, params, variant, bounds, history, reference } = props;
    const initial = exploreFigures(kind, params, variant, bounds, history, reference);
    return (
      <ExploreIsland
        {...props}
        initialResults={<ExploreResults figures={initial} bounds={bounds} history={history} />}
      />
    );
  },
  interest: async (props) => {
    const { InterestForm } = await import("../components/public/interest-form");
    return <InterestForm {...props} />;
  },
  verify: async () => {
    const { VerifyPdf } = await import("../components/verify-pdf");
    return <VerifyPdf />;
  },
};

function element<Name extends IslandName>(name: Name, props: IslandProps[Name]) {
  return render[name](props);
}

const islandName = (value: string | undefined): IslandName | null =>
  value === "explore" || value === "interest" || value === "verify" ? value : null;

const started = new WeakSet<HTMLElement>();

/** Renders its children as they are and says when React committed them (no element of its own). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates one island block (`[data-island]`) once. */
export async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = islandName(root.dataset.island);
  if (!name || started.has(root)) return;
  started.add(root);
  let props: IslandProps[typeof name];
  try {
    // Written by this server beside the island's HTML (components/public/island.tsx).
    props = JSON.parse(root.dataset.props ?? "null") as IslandProps[typeof name];
  } catch {
    return; // its HTML keeps working without script
  }
  const island = await element(name, props);
  // Resolved once React has committed the island: from then on an event on it is React's (the loader
  // holds a submit or a change that came before, and hands it over then).
  await new Promise<void>((resolve) => hydrateRoot(root, <Committed onCommit={resolve}>{island}</Committed>));
  root.dataset.hydrated = "1";
}
