"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import type { ClientSummary } from "../schema";
import {
  MAX_TEMPLATES,
  PLACEHOLDER_HELP,
  TEMPLATE_PLACEHOLDERS,
  missingFields,
  renderTemplate,
  templatesProblem,
  type TemplateValues,
  type WhatsappTemplate,
} from "../template-text";
import { boardShareTarget } from "./board-card";
import { shareValues } from "./whatsapp-share";

/** The message as this client would get it, or why it would not go to them (a field they lack). */
function Preview({ body, client, values }: { body: string; client: ClientSummary; values: TemplateValues }) {
  const missing = missingFields(body, values);
  if (missing.length) {
    return (
      <p className="text-xs text-muted" data-testid="template-preview">
        Não vai para {client.name}: precisa de {missing.map((m) => PLACEHOLDER_HELP[m]).join(", ")}
        {client.board?.proposal ? "." : " (ainda sem proposta); o botão usa o próximo modelo que serve."}
      </p>
    );
  }
  return (
    <p className="whitespace-pre-line rounded-md bg-surface-2 p-2 text-xs text-text" data-testid="template-preview">
      {renderTemplate(body, values)}
    </p>
  );
}

function Editor({
  initial,
  canEdit,
  clients,
}: {
  initial: WhatsappTemplate[];
  canEdit: boolean;
  clients: ClientSummary[];
}) {
  const trpc = useTRPC();
  const [previewId, setPreviewId] = useState(clients[0]?.id ?? "");
  const previewClient = clients.find((c) => c.id === previewId);
  const previewValues = previewClient ? shareValues(boardShareTarget(previewClient, "")) : null;
  const queryClient = useQueryClient();
  const [templates, setTemplates] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(
    trpc.clients.saveTemplates.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries(trpc.clients.templates.queryFilter());
        toast.success("Modelos salvos.");
      },
      onError: (e) => toast.error(e.message),
    }),
  );
  const change = (index: number, field: keyof WhatsappTemplate, value: string) =>
    setTemplates((list) => list.map((t, i) => (i === index ? { ...t, [field]: value } : t)));

  return (
    <form
      method="post"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = templatesProblem(templates);
        setError(problem);
        if (!problem) save.mutate({ templates: templates.map((t) => ({ name: t.name.trim(), body: t.body.trim() })) });
      }}
    >
      <p className="text-sm text-muted">
        O primeiro modelo vai no botão WhatsApp; os outros ficam no menu ao lado. Campos:{" "}
        {TEMPLATE_PLACEHOLDERS.map((p, i) => (
          <span key={p}>
            {i > 0 && ", "}
            <code>{`{${p}}`}</code> ({PLACEHOLDER_HELP[p]})
          </span>
        ))}
        .
      </p>
      {clients.length > 0 && (
        <label className="block max-w-sm text-sm font-medium">
          Pré-visualizar com
          <select
            className={inputClasses(false, "mt-1")}
            value={previewId}
            onChange={(e) => setPreviewId(e.target.value)}
          >
            {clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {c.board?.proposal ? "" : " (sem proposta)"}
              </option>
            ))}
          </select>
        </label>
      )}
      <ol className="space-y-4">
        {templates.map((t, i) => (
          <li key={i} className="space-y-2 rounded-lg border border-border p-3">
            <label className="block text-sm font-medium">
              Nome do modelo {i + 1}
              <input
                className={inputClasses(false, "mt-1")}
                value={t.name}
                disabled={!canEdit}
                onChange={(e) => change(i, "name", e.target.value)}
              />
            </label>
            <label className="block text-sm font-medium">
              Mensagem
              <textarea
                className={inputClasses(false, "mt-1 min-h-24")}
                value={t.body}
                disabled={!canEdit}
                onChange={(e) => change(i, "body", e.target.value)}
              />
            </label>
            {previewClient && previewValues && <Preview body={t.body} client={previewClient} values={previewValues} />}
            {canEdit && (
              <Button variant="ghost" size="sm" onClick={() => setTemplates((list) => list.filter((_, j) => j !== i))}>
                <Trash2 className="size-4" aria-hidden /> Remover modelo
              </Button>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={templates.length >= MAX_TEMPLATES}
            onClick={() => setTemplates((list) => [...list, { name: "", body: "Olá, {primeiro_nome}! " }])}
          >
            <Plus className="size-4" aria-hidden /> Novo modelo
          </Button>
          <Button type="submit" size="sm" loading={save.isPending}>
            Salvar modelos
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">Apenas o titular da conta altera os modelos.</p>
      )}
    </form>
  );
}

/**
 * The account's WhatsApp templates; the owner edits them, sellers read them. An empty list restores
 * the default set. Each one is previewed as a real client of the carteira would get it.
 */
export function TemplatesEditor({ canEdit, clients }: { canEdit: boolean; clients: ClientSummary[] }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.clients.templates.queryOptions());
  if (!query.data) return null;
  return (
    <Editor
      key={JSON.stringify(query.data.templates)}
      initial={query.data.templates}
      canEdit={canEdit}
      clients={clients}
    />
  );
}
