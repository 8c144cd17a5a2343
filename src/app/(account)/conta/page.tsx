import type { Metadata } from "next";
import { AccountScreen } from "~/features/accounts/components/account";
import { SubscriptionCard } from "~/features/billing/components/subscription-card";
import { getViewer, HydrateClient, prefetch, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Minha conta" };

export default async function AccountPage() {
  // The team card (owner, terms accepted) lists the account's users.
  const user = await getViewer();
  if (user?.role === "OWNER" && user.terms) await prefetch(trpc.users.list.queryOptions());
  return (
    <HydrateClient>
      <div className="px-4 sm:px-6">
        <SubscriptionCard />
      </div>
      <AccountScreen />
    </HydrateClient>
  );
}
