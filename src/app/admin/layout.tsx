import { notFound } from "next/navigation";
import { env } from "~/env";
import { AppFrame } from "~/app/_shell/app-frame";
import { TRPCReactProvider } from "~/trpc/react";
import { serverCaller } from "~/server/trpc-caller";

/** The operator's back office: role ADMIN only; anyone else (or no session) gets the 404 page. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await (await serverCaller()).auth.session();
  if (!user || user.role !== "ADMIN") notFound();
  return (
    <TRPCReactProvider>
      <AppFrame initialUser={user} helpUrl={env.HELP_PLAYLIST_URL}>
        {children}
      </AppFrame>
    </TRPCReactProvider>
  );
}
