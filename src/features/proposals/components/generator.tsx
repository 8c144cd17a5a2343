"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PageContainer } from "~/components/page";
import { Alert } from "~/components/ui/alert";
import type { SimulatorKind } from "~/features/simulators";
import { useTRPC } from "~/trpc/react";
import type { ProposalDetail } from "../document/schema";
import { useGeneratorForm } from "./generator-state";
import { GeneratorView } from "./generator-view";
import type { ParamsSource } from "./use-proposal-simulation";

/** /propostas/generate: a new proposal, or a new version of one (?edit=<id>). */
export function Generator({
  initialKind,
  source,
  editId,
  clientId = null,
}: {
  initialKind: SimulatorKind;
  source: ParamsSource;
  editId: string | null;
  clientId?: string | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editing = useQuery({ ...trpc.proposals.get.queryOptions({ id: editId ?? "" }), enabled: editId !== null });
  if (editId && editing.isPending)
    return (
      <PageContainer>
        <p className="text-muted">Carregando a proposta…</p>
      </PageContainer>
    );
  if (editId && editing.error)
    return (
      <PageContainer>
        <Alert tone="danger">{editing.error.message}</Alert>
      </PageContainer>
    );
  return (
    <GeneratorForm
      key={editing.data?.id ?? "new"}
      initialKind={editing.data?.kind ?? initialKind}
      source={editing.data ? "saved" : source}
      editing={editing.data}
      initialClientId={clientId}
      onSaved={() => queryClient.invalidateQueries(trpc.proposals.pathFilter())}
    />
  );
}

/** The form's state (generator-state.ts) drawn by GeneratorView. */
function GeneratorForm({
  initialKind,
  source,
  editing,
  initialClientId,
  onSaved,
}: {
  initialKind: SimulatorKind;
  source: ParamsSource;
  editing: ProposalDetail | undefined;
  initialClientId: string | null;
  onSaved: () => void;
}) {
  const form = useGeneratorForm({ initialKind, editing, onSaved });
  return <GeneratorView form={form} editing={editing} source={source} initialClientId={initialClientId} />;
}
