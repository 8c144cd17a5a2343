import type { Metadata } from "next";
import { SimulatorScreen } from "~/features/simulators/components";
import { HydrateClient, prefetch, trpc } from "~/server/trpc-caller";

export const metadata: Metadata = { title: "Simulador imobiliário" };

export default async function ImovelSimulatorPage() {
  // The seller's saved defaults fill the form on the first paint, not after a fetch; the presets carry
  // the market reference the verdict is stated against. Fetched after hydration, either changed the
  // results while React was still hydrating them, and it rendered them again from scratch (a layout
  // shift of 0.11 at 1280 px).
  await Promise.all([
    prefetch(trpc.settings.simulatorDefaults.queryOptions()),
    prefetch(trpc.rates.presets.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <SimulatorScreen kind="imovel" />
    </HydrateClient>
  );
}
