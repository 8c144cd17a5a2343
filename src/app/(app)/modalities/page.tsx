import type { Metadata } from "next";
import { ModalitiesScreen } from "~/features/simulators/components";
import { HydrateClient, prefetch, trpc } from "~/server/trpc-caller";

export const metadata: Metadata = { title: "Modalidades" };

export default async function ModalitiesPage() {
  // The account's modalities and simulator defaults, the screen's first query.
  await prefetch(trpc.settings.simulatorDefaults.queryOptions());
  return (
    <HydrateClient>
      <ModalitiesScreen />
    </HydrateClient>
  );
}
