"use client";

import dynamic from "next/dynamic";
import { Building2, Car, CheckCircle2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { PageContainer, PageHeader } from "~/components/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { SegmentedControl } from "~/components/ui/segmented-control";
import { Switch } from "~/components/ui/switch";
import type { Sections } from "~/features/settings";
import { ClientPicker } from "~/features/clients/components";
import { groupKey } from "~/features/groups";
import type { ProposalDetail } from "../document/schema";
import { ClientFields } from "./client-fields";
import { ExploreLimitsFields } from "./explore-limits-fields";
import { generatorHeading, savedParamsOf, simulationHeading } from "./generator-decisions";
import { KindEditor } from "./generator-kind-editor";
import type { GeneratorFormState } from "./generator-state";
import { PdfNameNotice } from "./pdf-name-notice";
import { ShareActions } from "./share-actions";
import type { ParamsSource } from "./use-proposal-simulation";

// The Grupo field's hint reads the group histories after the form is up: the groups feature's
// screens stay out of the generator's first load.
const GroupHistoryHint = dynamic(() => import("~/features/groups/components").then((m) => m.GroupHistoryHint), {
  ssr: false,
});
// The group's link to the Banco Central's files, loaded the same way.
const BcbGroupHint = dynamic(() => import("~/features/bcb/components").then((m) => m.BcbGroupHint), { ssr: false });

const KIND_OPTIONS = [
  { value: "imovel", label: "Imóvel" },
  { value: "veiculo", label: "Veículo" },
] as const;

const SECTION_SWITCHES: { key: keyof Sections; label: string; description: string }[] = [
  {
    key: "scenarios",
    label: "Cenários",
    description: "Aluguel, valorização, renda e investimento, conforme ligados nos parâmetros.",
  },
  { key: "modalities", label: "Modalidades de lance", description: "O que cada lance significa nesta simulação." },
  { key: "monthTable", label: "Tabela mês a mês", description: "Parcelas e saldo de cada mês." },
];

type GeneratorViewProps = {
  form: GeneratorFormState;
  editing: ProposalDetail | undefined;
  source: ParamsSource;
  initialClientId: string | null;
};

/** /propostas/generate's form: the saved panel, the client, what goes in, and the simulation. Props in, JSX out. */
export function GeneratorView({ form, editing, source, initialClientId }: GeneratorViewProps) {
  const heading = generatorHeading(editing);
  const editorProps = {
    source,
    pending: form.pending,
    formSignature: form.formSignature,
    savedSignature: form.savedSignature,
  };
  return (
    <PageContainer>
      <PageHeader eyebrow="Propostas" title={heading.title} description={heading.description} className="mb-6" />
      {form.saved ? <SavedPanel proposal={form.saved} onClose={form.closeSaved} /> : null}
      <div className="mb-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader title="Cliente" />
          <div className="space-y-4 px-5 py-4">
            {!editing && <ClientPicker initialId={initialClientId} picked={form.clientId} onPick={form.pickClient} />}
            <ClientFields value={form.client} onChange={form.setClient} errors={form.errors} />
          </div>
        </Card>
        <ContentsCard form={form} editing={editing} />
      </div>
      {form.problem && (
        <Alert tone="danger" className="mb-4">
          {form.problem}
        </Alert>
      )}
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-text">
        {form.kind === "imovel" ? (
          <Building2 className="size-5 text-brand" aria-hidden />
        ) : (
          <Car className="size-5 text-brand" aria-hidden />
        )}
        {simulationHeading(form.kind)}
      </h2>
      {form.kind === "imovel" ? (
        <KindEditor
          key="imovel"
          kind="imovel"
          saved={savedParamsOf(editing, "imovel")}
          onSave={(params, problem, signature) => form.save(params && { kind: "imovel", params }, problem, signature)}
          {...editorProps}
        />
      ) : (
        <KindEditor
          key="veiculo"
          kind="veiculo"
          saved={savedParamsOf(editing, "veiculo")}
          onSave={(params, problem, signature) => form.save(params && { kind: "veiculo", params }, problem, signature)}
          {...editorProps}
        />
      )}
    </PageContainer>
  );
}

/** After a save: the link to send, the PDF's name, and the way back to the list or the form. */
function SavedPanel({ proposal, onClose }: { proposal: ProposalDetail; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  // The panel appears above the form, far from the save button: focus goes to it (at each save), so
  // the share actions are the next Tab stops for a keyboard or screen-reader user.
  useEffect(() => {
    panel.current?.focus();
  }, [proposal]);
  return (
    <Card ref={panel} tabIndex={-1} className="mb-6 scroll-mt-20 border-brand/40" data-testid="saved-panel">
      <CardHeader
        title={
          <span className="inline-flex items-start gap-2 break-words">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />{" "}
            <span className="min-w-0">Proposta de {proposal.clientName} salva</span>
          </span>
        }
        description="Envie o link ao cliente. Ele vê a proposta sem precisar de login."
      />
      <div className="space-y-4 px-5 py-4">
        <PdfNameNotice name={proposal.clientName} />
        <ShareActions proposal={proposal} />
        <div className="flex flex-wrap gap-2">
          <Link href="/propostas/proposals" className={buttonClasses({ variant: "primary" })}>
            Ver suas propostas
          </Link>
          <Button variant="ghost" onClick={onClose}>
            Continuar editando
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** The kind (a new proposal only), the group, the explore limits and the sections the client sees. */
function ContentsCard({ form, editing }: { form: GeneratorFormState; editing: ProposalDetail | undefined }) {
  const { sections, setSections } = form;
  return (
    <Card>
      <CardHeader title="O que entra na proposta" />
      <div className="space-y-4 px-5 py-4">
        {!editing && (
          <SegmentedControl
            name="kind"
            label="Simulador"
            options={KIND_OPTIONS}
            value={form.kind}
            onChange={form.setKind}
          />
        )}
        <Field
          label="Grupo"
          name="group"
          placeholder="Todos"
          value={form.group}
          onChange={(e) => form.setGroup(e.target.value)}
          error={form.errors.group}
          maxLength={60}
          hint={<GroupHistoryHint group={form.group} />}
        />
        <BcbGroupHint group={form.group} groupKey={groupKey(form.group)} />
        <ExploreLimitsFields value={form.limits} onChange={form.setLimits} errors={form.errors} />
        {SECTION_SWITCHES.map((s) => (
          <Switch
            key={s.key}
            label={s.label}
            description={s.description}
            checked={sections[s.key]}
            onChange={(e) => setSections({ ...sections, [s.key]: e.target.checked })}
          />
        ))}
      </div>
    </Card>
  );
}
