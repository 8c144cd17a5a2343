"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageContainer, PageHeader } from "~/components/page";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { assemblyLabel } from "../names";
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
        <CardHeader
          title={
            editing
              ? editing === "new"
                ? "Novo grupo"
                : `Grupo ${editing.name}`
              : "Registrar as assembleias de um grupo"
          }
        />
        <div className="px-5 py-4">
          {editing ? (
            <HistoryEditor
              key={editing === "new" ? "new" : editing.id}
              editing={editing === "new" ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Button onClick={() => setEditing("new")}>Registrar grupo</Button>
          )}
        </div>
      </Card>
      <Card>
        {/* A list, not a wide table: on a phone each group's figures wrap under its name and the
            actions stay on screen. */}
        <ul
          className="divide-y divide-border px-5 py-2 text-sm"
          data-testid="group-histories"
          aria-label="Grupos registrados"
        >
          {list.data?.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-60">
                <p className="break-words font-medium text-text">{g.name}</p>
                <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-muted">
                  <dt>Assembleias</dt>
                  <dd className="tabular text-text">
                    {g.assemblyCount}
                    {g.assemblyCount < 6 ? " (mínimo 6 para as chances)" : ""}
                  </dd>
                  <dt>Última</dt>
                  <dd className="tabular text-text">{g.lastAssembly ? assemblyLabel(g.lastAssembly) : "—"}</dd>
                  <dt>Fonte</dt>
                  <dd className="break-words text-text">
                    {g.source} (lida em {dayLabel(g.readOn)})
                  </dd>
                </dl>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => open.mutate(g.id)}
                  aria-label={`Editar grupo ${g.name}`}
                >
                  Editar
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => remove.mutate({ id: g.id })}
                  aria-label={`Remover grupo ${g.name}`}
                >
                  Remover
                </Button>
              </div>
            </li>
          ))}
          {list.data?.length === 0 && (
            <li className="py-3 text-muted">
              Nenhum grupo registrado. Sem histórico, a proposta pública não mostra chances de contemplação.
            </li>
          )}
        </ul>
      </Card>
      {bcb}
    </PageContainer>
  );
}
