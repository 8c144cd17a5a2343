import type { ReactNode } from "react";
import type { IslandName, IslandProps } from "./island-props";

/**
 * One interactive part of the public proposal, as the page cache serves it (docs/speed.md): the
 * server's HTML of the component inside a block of its own, with the props it was rendered with. The
 * cached page carries no framework runtime; the island loader (islands/loader.ts) hydrates this block
 * alone with React when the client first touches it. Rendered by Next (development, a page the
 * cache could not keep), the same block is hydrated with the rest of the page.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  eager = false,
  children,
}: {
  name: Name;
  props: IslandProps[Name];
  /** Hydrated as soon as the page loads (the page's whole purpose), not on first touch. */
  eager?: boolean;
  children: ReactNode;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} data-eager={eager ? "" : undefined}>
      {children}
    </div>
  );
}
