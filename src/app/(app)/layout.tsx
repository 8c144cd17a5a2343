import { redirect } from "next/navigation";
import { env } from "~/env";
import { AppFrame } from "~/app/_shell/app-frame";
import { TRPCReactProvider } from "~/trpc/react";
import { getViewer, HydrateClient, prefetch, trpc } from "~/server/trpc-caller";

/**
 * Every signed-in, paid route: no session → the login page. The paywall runs here on the server
 * (`user.active` is billing's accountAccess): an unpaid account's pages never render; a new owner
 * goes to /select, anyone else sees the restricted screen (the shell renders it for null children).
 * /select and /conta live in the (account) group, open to unpaid accounts.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await getViewer();
  if (!user) redirect("/");
  if (!user.active && user.role === "OWNER" && user.account.status === "PENDING_PAYMENT") redirect("/select");
  // The shell's own first query (theme fields), so its spinner does not wait on a fetch after hydration.
  if (user.terms && user.active) await prefetch(trpc.settings.get.queryOptions());
  return (
    <TRPCReactProvider>
      <HydrateClient>
        <AppFrame initialUser={user} helpUrl={env.HELP_PLAYLIST_URL}>
          {user.active ? children : null}
        </AppFrame>
      </HydrateClient>
    </TRPCReactProvider>
  );
}
