import type { Metadata } from "next";
import { AccountScreen } from "~/features/accounts/components";
import { SubscriptionCard } from "~/features/billing/components";
import { getViewer, HydrateClient, prefetch, trpc } from "~/server/trpc-caller";

export const metadata: Metadata = { title: "Minha conta" };

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<{ assinatura?: string | string[] }>;
}) {
  // Mercado Pago's checkout sends the payer back here (features/billing/checkout.ts backUrl).
  const returned = (await searchParams).assinatura === "retorno";
  // The team card (owner, terms accepted) lists the account's users.
  const user = await getViewer();
  // The profile forms' values come with the page.
  if (user) await prefetch(trpc.users.profile.queryOptions());
  if (user?.role === "OWNER" && user.terms) await prefetch(trpc.users.list.queryOptions());
  return (
    <HydrateClient>
      <AccountScreen subscription={<SubscriptionCard returnedFromCheckout={returned} />} />
    </HydrateClient>
  );
}
