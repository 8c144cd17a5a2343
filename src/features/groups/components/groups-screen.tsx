"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageContainer, PageHeader } from "~/components/page";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import type { GroupHistoryDetail } from "../schema";
import { HistoryEditor } from "./history-editor";

const dayLabel = (day: string) => day.split("-").reverse().join("/");

/** The account's group histories: what the public proposals' contemplation odds are computed from. */
/** `bcb`: the link to the Banco Central's figures of a group, handed in by the route. */
export function GroupsScreen({ bcb }: { bcb?: React.ReactNode } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.groups.list.queryOptions());
  const [editing, setEditing] = useState<GroupHistoryDetail | "new" | null>(null);
  const open = useMutation({
    mutationFn: (id: string) => queryClient.fetchQuery(trpc.groups.get.queryOptions({ id })),
    onSuccess: (detail) => setEditing(detail),
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation(
    trpc.groups.delete.mutationOptions({
      onSuccess: () => {
        toast.success("Histórico removido.");
        void queryClient.invalidateQueries(trpc.groups.pathFilter());
      },
      onError: (error) => toast.error(error.message),
    }),
  );

  return (
    <PageContainer className="space-y-6">
      <PageHeader
        eyebrow="Configurações"
        title="Histórico dos grupos"
        description="As últimas assembleias de cada grupo, como estão no extrato da administradora. Com pelo menos 6 assembleias, a proposta pública do grupo mostra ao cliente as chances de contemplação para o lance que ele escolher — sem garantia de data."
      />
      <Card>
        <CardHeader title={editing ? (editing === "new" ? "Novo grupo" : `Grupo ${editing.name}`) : "Registrar as assembleias de um grupo"} />
        <div className="px-5 py-4">
          {editing ? (
            <HistoryEditor key={editing === "new" ? "new" : editing.id} editing={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
          ) : (
            <Button onClick={() => setEditing("new")}>Registrar grupo</Button>
          )}
        </div>
      </Card>
      <Card>
        <div className="relative overflow-x-auto px-5 py-4">
          <table className="w-full min-w-[520px] text-sm" data-testid="group-histories">
            <thead className="text-left text-muted">
              <tr>
                <th className="py-1.5 font-medium">Grupo</th>
                <th className="font-medium">Assembleias</th>
                <th className="font-medium">Última</th>
                <th className="font-medium">Fonte (lida em)</th>
                <th><span className="sr-only">Ações</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {list.data?.map((g) => (
                <tr key={g.id}>
                  <td className="py-1.5 font-medium">{g.name}</td>
                  <td className="tabular">{g.assemblyCount}{g.assemblyCount < 6 ? " (mínimo 6 para as chances)" : ""}</td>
                  <td>{g.lastAssembly ? dayLabel(g.lastAssembly) : "—"}</td>
                  <td className="max-w-56 truncate">{g.source} ({dayLabel(g.readOn)})</td>
                  <td className="space-x-2 whitespace-nowrap text-right">
                    <Button size="sm" variant="outline" onClick={() => open.mutate(g.id)} aria-label={`Editar grupo ${g.name}`}>Editar</Button>
                    <Button size="sm" variant="outline" onClick={() => remove.mutate({ id: g.id })} aria-label={`Remover grupo ${g.name}`}>Remover</Button>
                  </td>
                </tr>
              ))}
              {list.data?.length === 0 && (
                <tr><td colSpan={5} className="py-3 text-muted">Nenhum grupo registrado. Sem histórico, a proposta pública não mostra chances de contemplação.</td></tr>
              )}
            </tbody>
          </table>
        </div>
      </Card>
      {bcb}
    </PageContainer>
  );
}
