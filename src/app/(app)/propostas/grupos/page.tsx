import type { Metadata } from "next";
import { LazyBcbGroupLinker } from "~/features/bcb/components";
import { GroupsScreen } from "~/features/groups/components";
import { HydrateClient, prefetch, trpc } from "~/server/trpc-caller";

export const metadata: Metadata = { title: "Histórico dos grupos" };

export default async function GroupsPage() {
  await Promise.all([prefetch(trpc.groups.list.queryOptions()), prefetch(trpc.bcb.links.queryOptions())]);
  return (
    <HydrateClient>
      <GroupsScreen bcb={<LazyBcbGroupLinker />} />
    </HydrateClient>
  );
}
