import { redirect } from "next/navigation";
import { env } from "~/env";
import { AppShell } from "~/features/shell/app-shell";
import { serverCaller } from "~/trpc/server";

/** Every signed-in route: no session → the login page. Pages drop into (app)/<route>/page.tsx. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await (await serverCaller()).auth.session();
  if (!user) redirect("/");
  return (
    <AppShell initialUser={user} helpUrl={env.HELP_PLAYLIST_URL}>
      {children}
    </AppShell>
  );
}
