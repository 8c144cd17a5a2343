import { redirect } from "next/navigation";
import { env } from "~/env";
import { AppShell } from "~/features/shell/app-shell";
import { getViewer, HydrateClient, prefetch, trpc } from "~/trpc/server";

/** Every signed-in route: no session → the login page. Pages drop into (app)/<route>/page.tsx. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await getViewer();
  if (!user) redirect("/");
  // The shell's own first query (theme fields), so its spinner does not wait on a fetch after hydration.
  if (user.terms) await prefetch(trpc.settings.get.queryOptions());
  return (
    <HydrateClient>
      <AppShell initialUser={user} helpUrl={env.HELP_PLAYLIST_URL}>
        {children}
      </AppShell>
    </HydrateClient>
  );
}
