import { redirect } from "next/navigation";
import { env } from "~/env";
import { AppFrame } from "~/app/_shell/app-frame";
import { TRPCReactProvider } from "~/trpc/react";
import { getViewer, HydrateClient, prefetch, trpc } from "~/server/trpc-caller";

/** Signed-in pages an unpaid account still reaches: paying (/select) and its own data (/conta). */
export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const user = await getViewer();
  if (!user) redirect("/");
  // The shell's own first query (theme fields), as in the (app) layout.
  if (user.terms && user.active) await prefetch(trpc.settings.get.queryOptions());
  return (
    <TRPCReactProvider>
      <HydrateClient>
        <AppFrame initialUser={user} helpUrl={env.HELP_PLAYLIST_URL}>
          {children}
        </AppFrame>
      </HydrateClient>
    </TRPCReactProvider>
  );
}
