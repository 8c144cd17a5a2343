import { redirect } from "next/navigation";
import { env } from "~/env";
import { AppShell } from "~/features/shell/app-shell";
import { serverCaller } from "~/trpc/server";

/** Signed-in pages an unpaid account still reaches: paying (/select) and its own data (/conta). */
export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const user = await (await serverCaller()).auth.session();
  if (!user) redirect("/");
  return (
    <AppShell initialUser={user} helpUrl={env.HELP_PLAYLIST_URL}>
      {children}
    </AppShell>
  );
}
