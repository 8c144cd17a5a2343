import type { Metadata } from "next";
import { GroupsScreen } from "~/features/groups/components";
import { HydrateClient, prefetch, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Histórico dos grupos" };

export default async function GroupsPage() {
  await prefetch(trpc.groups.list.queryOptions());
  return (
    <HydrateClient>
      <GroupsScreen />
    </HydrateClient>
  );
}
