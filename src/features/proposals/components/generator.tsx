"use client";

import dynamic from "next/dynamic";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Car, CheckCircle2, Save } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { fieldErrorsOf, formErrorOf } from "~/components/form-errors";
import { ExploreLimitsFields, limitsDraftOf, limitsFromDraft } from "./explore-limits-fields";
import { PageContainer, PageHeader } from "~/components/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { SegmentedControl } from "~/components/ui/segmented-control";
import { Switch } from "~/components/ui/switch";
import { type ParamsOf, type SimulatorKind, IMOVEL_GROUPS, IMOVEL_SCENARIOS, VEICULO_GROUPS, VEICULO_SCENARIOS } from "~/features/simulators";
import { LiveHeadline, refuseInvalidParameters, SimulatorForm, SimulatorResults, useFormSelector, useSimulatorDefaults } from "~/features/simulators/components";
import { useTRPC } from "~/trpc/react";
import type { ProposalDetail } from "../document/schema";
import { DEFAULT_SECTIONS, type Sections } from "~/features/settings";
import { ClientPicker, type PickedClient } from "~/features/clients/components";
import { groupKey } from "~/features/groups";
import { ClientFields, EMPTY_CLIENT, type ClientDraft } from "./client-fields";
import { ShareActions } from "./share-actions";
import { PdfNameNotice } from "./pdf-name-notice";
import { useProposalSimulation, type ParamsSource } from "./use-proposal-simulation";
import { canonicalJson } from "~/lib/canonical-json";

// The Grupo field's hint reads the group histories after the form is up: the groups feature's
// screens stay out of the generator's first load.
const GroupHistoryHint = dynamic(() => import("~/features/groups/components").then((m) => m.GroupHistoryHint), { ssr: false });
// The group's link to the Banco Central's files, loaded the same way.
const BcbGroupHint = dynamic(() => import("~/features/bcb/components").then((m) => m.BcbGroupHint), { ssr: false });

const KIND_OPTIONS = [
  { value: "imovel", label: "Imóvel" },
  { value: "veiculo", label: "Veículo" },
] as const;

const SECTION_SWITCHES: { key: keyof Sections; label: string; description: string }[] = [
  { key: "scenarios", label: "Cenários", description: "Aluguel, valorização, renda e investimento, conforme ligados nos parâmetros." },
  { key: "modalities", label: "Modalidades de lance", description: "O que cada lance significa nesta simulação." },
  { key: "monthTable", label: "Tabela mês a mês", description: "Parcelas e saldo de cada mês." },
];

interface Saved {
  proposal: ProposalDetail;
}

function clientOf(p: ProposalDetail | undefined): ClientDraft {
  if (!p) return EMPTY_CLIENT;
  const c = p.snapshot.inputs.client;
  return { name: c.name, phone: c.phone ?? "", email: c.email ?? "", document: c.document ?? "" };
}

/** The parameters, the live result and the save button of one simulator kind. */
function KindEditor<K extends SimulatorKind>({
  kind, source, saved, onSave, pending, formSignature, savedSignature,
}: {
  kind: K;
  source: ParamsSource;
  saved: ParamsOf<K> | null;
  /**
   * The valid parameters, or null and the pt-BR sentence of the invalid field (focused already); and
   * what the whole form is at this save (to tell when it changes after).
   */
  onSave: (params: ParamsOf<K> | null, problem: string | undefined, signature: string) => void;
  pending: boolean;
  /** The form outside the parameters, and what the form was at the last save (null: not saved). */
  formSignature: string;
  savedSignature: string | null;
}) {
  const { store, defaults, fromSimulator } = useProposalSimulation(kind, source, saved);
  const signature = `${formSignature}|${useFormSelector(store, (s) => canonicalJson(s.draft))}`;
  // Saved and unchanged since: "Salva", and nothing to send again until the form changes.
  const unchanged = savedSignature === signature;
  const imovel = kind === "imovel";
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <aside aria-label="Parâmetros" className="space-y-2 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto lg:overscroll-contain lg:rounded-xl">
          {fromSimulator && <p className="text-xs text-muted" data-testid="from-simulator">Parâmetros trazidos do simulador.</p>}
          <SimulatorForm store={store} groups={imovel ? IMOVEL_GROUPS : VEICULO_GROUPS} scenarios={imovel ? IMOVEL_SCENARIOS : VEICULO_SCENARIOS} defaults={defaults} kind={kind} />
        </aside>
        <SimulatorResults kind={kind} store={store} foldDetails />
      </div>
      {/* Above the help bar (globals.css .sticky-action), with the result beside the button. */}
      <div className="sticky-action z-20 mt-6 flex items-center justify-between gap-3 rounded-xl border border-border bg-surface/95 py-2 pl-3 pr-2 shadow-lg backdrop-blur" data-testid="save-bar">
        <LiveHeadline kind={kind} store={store} />
        <Button
          size="lg"
          loading={pending}
          disabled={unchanged}
          onClick={() => {
            const problem = refuseInvalidParameters(store);
            onSave(problem ? null : store.getSnapshot().valid, problem ?? undefined, signature);
          }}
          className="shrink-0"
          data-testid="save-proposal"
        >
          {unchanged ? <><CheckCircle2 className="size-4" aria-hidden /> Salva</> : <><Save className="size-4" aria-hidden /> Salvar proposta</>}
        </Button>
      </div>
    </>
  );
}

/** /propostas/generate: a new proposal, or a new version of one (?edit=<id>). */
export function Generator({ initialKind, source, editId, clientId = null }: { initialKind: SimulatorKind; source: ParamsSource; editId: string | null; clientId?: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editing = useQuery({ ...trpc.proposals.get.queryOptions({ id: editId ?? "" }), enabled: editId !== null });
  if (editId && editing.isPending) return <PageContainer><p className="text-muted">Carregando a proposta…</p></PageContainer>;
  if (editId && editing.error) return <PageContainer><Alert tone="danger">{editing.error.message}</Alert></PageContainer>;
  return <GeneratorForm key={editing.data?.id ?? "new"} initialKind={editing.data?.kind ?? initialKind} source={editing.data ? "saved" : source} editing={editing.data} initialClientId={clientId} onSaved={() => queryClient.invalidateQueries(trpc.proposals.pathFilter())} />;
}

function GeneratorForm({
  initialKind, source, editing, initialClientId, onSaved,
}: {
  initialKind: SimulatorKind; source: ParamsSource; editing: ProposalDetail | undefined; initialClientId: string | null; onSaved: () => void;
}) {
  const trpc = useTRPC();
  const [kind, setKind] = useState<SimulatorKind>(initialKind);
  const [client, setClient] = useState<ClientDraft>(() => clientOf(editing));
  const [clientId, setClientId] = useState<string | null>(null);
  const pickClient = useCallback((picked: PickedClient | null) => {
    setClientId(picked?.id ?? null);
    if (picked) setClient({ name: picked.name, phone: picked.phone, email: picked.email, document: picked.document });
  }, []);
  const [group, setGroup] = useState(editing?.snapshot.inputs.group === "all" ? "" : (editing?.snapshot.inputs.group ?? ""));
  const [limits, setLimits] = useState(() => limitsDraftOf(editing?.snapshot.inputs.explore));
  // A new proposal's switches follow the seller's defaults for the kind (settings) until the seller
  // flips one; an edit starts from the proposal's own.
  const sellerSections = useSimulatorDefaults().data?.sections[kind];
  const [chosenSections, setSections] = useState<Sections | null>(editing?.snapshot.inputs.sections ?? null);
  const sections = chosenSections ?? sellerSections ?? DEFAULT_SECTIONS;
  const [saved, setSaved] = useState<Saved | null>(null);
  const savedPanel = useRef<HTMLDivElement>(null);
  // The panel appears above the form, far from the save button: focus goes to it, so the share
  // actions are the next Tab stops for a keyboard or screen-reader user.
  useEffect(() => {
    if (saved) savedPanel.current?.focus();
  }, [saved]);
  const [paramsError, setParamsError] = useState<string | null>(null);

  // What the form was at the last successful save: the button says "Salva" until it changes. The
  // server keys a create by its content too, so a repeat that slips through gets the same proposal.
  const [savedSignature, setSavedSignature] = useState<string | null>(null);
  const formSignature = canonicalJson({ kind, client, clientId, group, limits, sections });
  const options = { onSuccess: (proposal: ProposalDetail) => { setSaved({ proposal }); onSaved(); toast.success(editing ? `Nova versão (${proposal.currentVersion}) salva. O link mostra esta versão.` : "Proposta salva."); } };
  const create = useMutation(trpc.proposals.create.mutationOptions(options));
  const update = useMutation(trpc.proposals.update.mutationOptions(options));
  const mutation = editing ? update : create;
  const errors = fieldErrorsOf(mutation.error);
  const formError = formErrorOf(mutation.error);

  function save(params: ParamsOf<SimulatorKind> | null, problem: string | undefined, signature: string) {
    if (!params) {
      setParamsError(`A proposta não foi salva. Corrija o parâmetro destacado — ${problem ?? "valor inválido"}`);
      return;
    }
    setParamsError(null);
    // Not loaded yet (or failed): leave them out, and the server applies the seller's defaults.
    const draft = { client, group, explore: limitsFromDraft(limits), sections: chosenSections ?? sellerSections, simulation: kind === "imovel" ? { kind, params: params as ParamsOf<"imovel"> } : { kind, params: params as ParamsOf<"veiculo"> } };
    const done = { onSuccess: () => setSavedSignature(signature) };
    if (editing) update.mutate({ id: editing.id, ...draft }, done);
    else create.mutate({ ...draft, clientId: clientId ?? undefined }, done);
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Propostas"
        title={editing ? `Editar proposta de ${editing.clientName}` : "Gerar proposta"}
        description={editing ? "Salvar cria uma nova versão; o link do cliente passa a mostrar a mais recente." : "Preencha o cliente, ajuste os parâmetros e salve. O cliente recebe um link com a sua marca."}
        className="mb-6"
      />
      {saved ? (
        <Card ref={savedPanel} tabIndex={-1} className="mb-6 scroll-mt-20 border-brand/40" data-testid="saved-panel">
          <CardHeader
            title={<span className="inline-flex items-start gap-2 break-words"><CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden /> <span className="min-w-0">Proposta de {saved.proposal.clientName} salva</span></span>}
            description="Envie o link ao cliente. Ele vê a proposta sem precisar de login."
          />
          <div className="space-y-4 px-5 py-4">
            <PdfNameNotice name={saved.proposal.clientName} />
            <ShareActions proposal={saved.proposal} />
            <div className="flex flex-wrap gap-2">
              <Link href="/propostas/proposals" className={buttonClasses({ variant: "primary" })}>Ver suas propostas</Link>
              <Button variant="ghost" onClick={() => setSaved(null)}>Continuar editando</Button>
            </div>
          </div>
        </Card>
      ) : null}
      <div className="mb-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader title="Cliente" />
          <div className="space-y-4 px-5 py-4">
            {!editing && <ClientPicker initialId={initialClientId} picked={clientId} onPick={pickClient} />}
            <ClientFields value={client} onChange={setClient} errors={errors} />
          </div>
        </Card>
        <Card>
          <CardHeader title="O que entra na proposta" />
          <div className="space-y-4 px-5 py-4">
            {!editing && (
              <SegmentedControl name="kind" label="Simulador" options={KIND_OPTIONS} value={kind} onChange={setKind} />
            )}
            <Field label="Grupo" name="group" placeholder="Todos" value={group} onChange={(e) => setGroup(e.target.value)} error={errors.group} maxLength={60} hint={<GroupHistoryHint group={group} />} />
            <BcbGroupHint group={group} groupKey={groupKey(group)} />
            <ExploreLimitsFields value={limits} onChange={setLimits} errors={errors} />
            {SECTION_SWITCHES.map((s) => (
              <Switch key={s.key} label={s.label} description={s.description} checked={sections[s.key]} onChange={(e) => setSections({ ...sections, [s.key]: e.target.checked })} />
            ))}
          </div>
        </Card>
      </div>
      {(formError || paramsError) && <Alert tone="danger" className="mb-4">{paramsError ?? formError}</Alert>}
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-text">
        {kind === "imovel" ? <Building2 className="size-5 text-brand" aria-hidden /> : <Car className="size-5 text-brand" aria-hidden />}
        Simulação {kind === "imovel" ? "imobiliária" : "de veículo"}
      </h2>
      {kind === "imovel" ? (
        <KindEditor key="imovel" kind="imovel" source={source} saved={editing?.kind === "imovel" ? (editing.snapshot.inputs.params as unknown as ParamsOf<"imovel">) : null} onSave={save} pending={mutation.isPending} formSignature={formSignature} savedSignature={savedSignature} />
      ) : (
        <KindEditor key="veiculo" kind="veiculo" source={source} saved={editing?.kind === "veiculo" ? (editing.snapshot.inputs.params as unknown as ParamsOf<"veiculo">) : null} onSave={save} pending={mutation.isPending} formSignature={formSignature} savedSignature={savedSignature} />
      )}
    </PageContainer>
  );
}
