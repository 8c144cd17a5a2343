"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { clientPath } from "./client-paths";

function useAlerts() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.clients.alerts.queryOptions(), refetchInterval: 60_000, retry: false });
}

/** "N clientes abriram a proposta": beside the menu's clientes > Carteira link, until their pages are opened. */
export function FirstOpenBadge({ active }: { active: boolean }) {
  const count = useAlerts().data?.unseen ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="first-open-count"
      aria-label={`${count} ${count === 1 ? "cliente abriu a proposta" : "clientes abriram a proposta"}`}
      className={`ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-[11px] font-semibold leading-5 ${active ? "bg-white text-user-slider" : "bg-user-badge text-black"}`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/**
 * A first open the seller has not been told of yet shows as a toast on the next page (each page
 * change asks again), once: shown alerts are marked on the server, so another tab or device does not
 * repeat them.
 */
export function FirstOpenToasts() {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const alerts = useAlerts();
  const { refetch } = alerts;
  const shown = useMutation(trpc.clients.alertsShown.mutationOptions());
  const { mutate } = shown;
  const pending = alerts.data?.toast;

  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    if (!pending?.length) return;
    for (const alert of pending) {
      toast.success(`${alert.clientName} abriu a proposta pela primeira vez.`, {
        id: `first-open-${alert.id}`,
        action: { label: "Ver cliente", onClick: () => router.push(clientPath(alert.clientId)) },
      });
    }
    mutate({ ids: pending.map((a) => a.id) });
  }, [pending, mutate, router]);

  return null;
}
