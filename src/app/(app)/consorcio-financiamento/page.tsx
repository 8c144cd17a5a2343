import type { Metadata } from "next";
import { SimulatorScreen } from "~/features/simulators/components";
import { HydrateClient, prefetch, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Simulador imobiliário" };

export default async function ImovelSimulatorPage() {
  // The seller's saved defaults fill the form on the first paint, not after a fetch.
  await prefetch(trpc.settings.simulatorDefaults.queryOptions());
  return (
    <HydrateClient>
      <SimulatorScreen kind="imovel" />
    </HydrateClient>
  );
}
