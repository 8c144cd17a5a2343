"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";

/** The viewer's own e-mail switches (each e-mail also carries a one-click link that turns it off). */
export function NoticesCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.clients.notices.queryOptions());
  const save = useMutation(
    trpc.clients.setNotices.mutationOptions({
      onSuccess: (_ok, prefs) => {
        queryClient.setQueryData(trpc.clients.notices.queryKey(), prefs);
        toast.success("Preferência salva.");
      },
      onError: (e) => toast.error(e.message),
    }),
  );
  const prefs = query.data;
  if (!prefs) return null;
  return (
    <div className="space-y-4">
      <Switch
        label="E-mail quando um cliente abre a proposta pela primeira vez"
        description="No app você recebe o aviso de qualquer forma."
        checked={prefs.firstOpen}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ ...prefs, firstOpen: e.target.checked })}
      />
      <Switch
        label="Resumo da manhã (dias úteis, 8h)"
        description="Contatos do dia, clientes quentes e respostas novas. Não é enviado quando não há nada."
        checked={prefs.digest}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ ...prefs, digest: e.target.checked })}
      />
    </div>
  );
}
