"use client";

import { FilePlus, Mail, Pencil, Phone } from "lucide-react";
import Link from "next/link";
import { PageContainer, PageHeader } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { formatDateTime } from "~/lib/format";
import type { ClientDetail } from "../schema";
import { CLIENT_SOURCE_LABEL, CLIENT_STATUS_LABEL } from "../status";
import { ClientDataActions } from "./client-data-actions";
import { ClientForm } from "./client-form";
import {
  clientPageActions,
  formValues,
  headerDescription,
  reassignChoices,
  shareTarget,
  timelineEntries,
  type ClientPageActions,
} from "./client-page-decisions";
import { StatusSelect } from "./status-select";
import type { ClientPageState } from "./use-client-page";
import { WhatsappShare } from "./whatsapp-share";

/** What the view needs from use-client-page.ts, the client loaded. */
export type ClientPageViewProps = Omit<ClientPageState, "client" | "problem"> & {
  client: ClientDetail;
  origin: string;
};

/** The client page: contact actions, stage, next contact, reassignment (owner) and the timeline. Props in, JSX out. */
export function ClientPageView(props: ClientPageViewProps) {
  const { client: c, editing } = props;
  const can = clientPageActions(c, props.role, editing);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Cliente"
        title={c.name}
        description={headerDescription(c)}
        actions={<Badge tone="neutral">{CLIENT_STATUS_LABEL[c.status]}</Badge>}
      />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-5">
          <ContactActions {...props} can={can} />
          {editing ? (
            <section aria-labelledby="edit-title" className="rounded-xl border border-border bg-surface p-4 shadow-xs">
              <h2 id="edit-title" className="mb-3 text-base font-semibold">
                Editar dados
              </h2>
              <ClientForm
                initial={formValues(c)}
                lgpdBasisAt={c.lgpdBasisAt}
                submitLabel="Salvar dados"
                pending={props.savingFields}
                onSubmit={props.saveFields}
                onCancel={() => props.setEditing(false)}
              />
            </section>
          ) : (
            can.edit && (
              <button
                type="button"
                className={buttonClasses({ variant: "outline", size: "sm" })}
                onClick={() => props.setEditing(true)}
              >
                <Pencil className="size-4" aria-hidden /> Editar dados
              </button>
            )
          )}
          {can.details && <ClientDetails client={c} />}
          <ClientDataActions id={c.id} name={c.name} canErase={can.erase} erased={c.erased} />
          <FollowUp {...props} can={can} />
          <NoteForm {...props} />
        </div>
        <Timeline client={c} />
      </div>
    </PageContainer>
  );
}

type WithActions = ClientPageViewProps & { can: ClientPageActions };

function ContactActions({ client: c, origin, can, logContact }: WithActions) {
  return (
    <div className="flex flex-wrap gap-2">
      {can.contactByPhone && <WhatsappShare target={shareTarget(c, origin)} onOpen={() => logContact("whatsapp")} />}
      {can.contactByPhone && (
        <a
          href={`tel:+55${c.phone}`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
          onClick={() => logContact("call")}
        >
          <Phone className="size-4" aria-hidden /> Ligar
        </a>
      )}
      {can.contactByEmail && (
        <a
          href={`mailto:${c.email}`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
          onClick={() => logContact("email")}
        >
          <Mail className="size-4" aria-hidden /> E-mail
        </a>
      )}
      <Link href={`/propostas/generate?client=${c.id}`} className={buttonClasses({ size: "sm" })}>
        <FilePlus className="size-4" aria-hidden /> Nova proposta para este cliente
      </Link>
    </div>
  );
}

function ClientDetails({ client: c }: { client: ClientDetail }) {
  return (
    <dl className="space-y-2 text-sm" data-testid="client-details">
      {c.source && (
        <div>
          <dt className="font-medium">Origem</dt>
          <dd className="text-muted">{CLIENT_SOURCE_LABEL[c.source]}</dd>
        </div>
      )}
      {c.notes && (
        <div>
          <dt className="font-medium">Observações</dt>
          <dd className="whitespace-pre-wrap text-muted [overflow-wrap:anywhere]">{c.notes}</dd>
        </div>
      )}
    </dl>
  );
}

/** Stage, next contact and (owner) the seller in charge. */
function FollowUp({ client: c, can, team, setNextContact, reassign }: WithActions) {
  return (
    <>
      <div>
        <p className="text-sm font-medium">Etapa</p>
        <StatusSelect id={c.id} name={c.name} status={c.status} lostReason={c.lostReason} />
      </div>
      <label className="block text-sm font-medium">
        Próximo contato
        <input
          type="date"
          className={inputClasses(false, "mt-1")}
          value={c.nextContactOn ?? ""}
          onChange={(e) => setNextContact(e.target.value || null)}
        />
      </label>
      {can.reassign && team && (
        <label className="block text-sm font-medium">
          Vendedor responsável
          <select className={inputClasses(false, "mt-1")} value={c.sellerId} onChange={(e) => reassign(e.target.value)}>
            {reassignChoices(team).map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}

function NoteForm({ note, setNote, saveNote, savingNote }: ClientPageViewProps) {
  return (
    <form
      method="post"
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        saveNote();
      }}
    >
      <label className="block text-sm font-medium">
        Anotação
        <textarea
          className={inputClasses(false, "mt-1 min-h-20")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <button type="submit" className={buttonClasses({ variant: "outline", size: "sm" })} disabled={savingNote}>
        Salvar anotação
      </button>
    </form>
  );
}

function Timeline({ client }: { client: ClientDetail }) {
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="text-lg font-semibold">
        Linha do tempo
      </h2>
      <ol className="mt-3 space-y-3 border-l border-border pl-4 [overflow-wrap:anywhere]" data-testid="client-timeline">
        {timelineEntries(client).map((entry) => (
          <li key={entry.id} className="text-sm">
            <p className="text-text">{entry.text}</p>
            <p className="text-xs text-muted">
              <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
