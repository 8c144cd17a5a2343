import type { Metadata } from "next";
import { SessionsScreen } from "~/features/accounts/components";
import { HydrateClient, prefetch, trpc } from "~/server/trpc-caller";

export const metadata: Metadata = { title: "Sessões ativas" };

export default async function SessionsPage() {
  await prefetch(trpc.auth.sessions.queryOptions());
  return (
    <HydrateClient>
      <SessionsScreen />
    </HydrateClient>
  );
}
