"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MonitorSmartphone } from "lucide-react";
import { toast } from "~/lib/lazy-toast";
import { DeviceIcon } from "~/components/device-icon";
import { PageContainer, PageHeader } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { LoadingBlock } from "~/components/ui/spinner";
import { formatDateTime, formatRelative } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { useShell } from "~/features/shell/components";
import { planByName } from "~/features/plans";

/** "Sessões ativas": the user's own sessions; the owner sees and ends any of the account's. */
export function SessionsScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useShell();
  const isOwner = user.role === "OWNER";
  const seats = planByName(user.plan)?.seats;
  const sessions = useQuery(trpc.auth.sessions.queryOptions());
  const end = useMutation(
    trpc.auth.endSession.mutationOptions({
      onSuccess: () => toast.success("Sessão encerrada. A vaga foi liberada."),
      onError: (error) => toast.error(error.message),
      onSettled: () => queryClient.invalidateQueries(trpc.auth.sessions.pathFilter()),
    }),
  );

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Sessões ativas"
        description={
          isOwner
            ? `Dispositivos conectados à sua conta agora. Seu plano permite ${seats ?? "—"} sessões ao mesmo tempo; encerre uma para liberar a vaga.`
            : "Dispositivos em que você está conectado agora. Encerre os que você não reconhece."
        }
      />
      <Card>
        {sessions.isPending ? (
          <LoadingBlock />
        ) : sessions.isError ? (
          <p className="p-6 text-sm text-danger">{sessions.error.message}</p>
        ) : sessions.data.length === 0 ? (
          <EmptyState icon={MonitorSmartphone} title="Nenhuma sessão ativa" className="m-4" />
        ) : (
          <ul className="divide-y divide-border" aria-label="Sessões">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-center gap-4 px-5 py-4" data-testid="session-row">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted">
                  <DeviceIcon device={session.device} className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    {session.device}
                    {session.current && <Badge tone="brand">Esta sessão</Badge>}
                  </p>
                  {/* Wraps at 390 px rather than cut ("Ativa ag…"); the sign-in time tells two sessions on the same device apart. */}
                  <p className="mt-0.5 text-xs text-muted [overflow-wrap:anywhere]" data-testid="session-detail">
                    {isOwner && `${session.userName} · `}
                    <time
                      dateTime={new Date(session.lastSeenAt).toISOString()}
                      title={formatDateTime(session.lastSeenAt)}
                      suppressHydrationWarning
                    >
                      Ativa {formatRelative(session.lastSeenAt)}
                    </time>
                    {" · "}
                    <span suppressHydrationWarning>entrou em {formatDateTime(session.startedAt)}</span>
                  </p>
                </div>
                {session.current ? (
                  <span className="text-xs text-muted">Você está aqui</span>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={end.isPending && end.variables?.sessionId === session.id}
                    onClick={() => end.mutate({ sessionId: session.id })}
                  >
                    Encerrar
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <p className="mt-4 text-xs text-muted">Uma sessão deixa de contar depois de 30 minutos sem atividade.</p>
    </PageContainer>
  );
}
