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
