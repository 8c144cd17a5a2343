import type { Metadata } from "next";
import { DashboardScreen } from "~/features/dashboard/components";
import { getViewer, HydrateClient, prefetch, trpc } from "~/server/trpc-caller";

export const metadata: Metadata = { title: "Painel" };

export default async function DashboardPage() {
  // The owner's panel lists the account's live sessions (the screen queries them for owners only).
  if ((await getViewer())?.role === "OWNER") await prefetch(trpc.auth.sessions.queryOptions());
  // The plan card's price in force comes with the page.
  await prefetch(trpc.payments.prices.queryOptions());
  // The month's figures and "Hoje" come with the page too: without JavaScript (or before it runs)
  // the dashboard shows them, not "Carregando…".
  await Promise.all([prefetch(trpc.proposals.dashboard.queryOptions()), prefetch(trpc.clients.today.queryOptions())]);
  return (
    <HydrateClient>
      <DashboardScreen />
    </HydrateClient>
  );
}
