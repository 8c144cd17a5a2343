"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { MAX_TEMPLATES, PLACEHOLDER_HELP, TEMPLATE_PLACEHOLDERS, templatesProblem, type WhatsappTemplate } from "../template-text";

function Editor({ initial, canEdit }: { initial: WhatsappTemplate[]; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [templates, setTemplates] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.clients.saveTemplates.mutationOptions({
    onSuccess: () => {
      void queryClient.invalidateQueries(trpc.clients.templates.queryFilter());
      toast.success("Modelos salvos.");
    },
    onError: (e) => toast.error(e.message),
  }));
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
        {TEMPLATE_PLACEHOLDERS.map((p, i) => <span key={p}>{i > 0 && ", "}<code>{`{${p}}`}</code> ({PLACEHOLDER_HELP[p]})</span>)}.
      </p>
      <ol className="space-y-4">
        {templates.map((t, i) => (
          <li key={i} className="space-y-2 rounded-lg border border-border p-3">
            <label className="block text-sm font-medium">
              Nome do modelo {i + 1}
              <input className={inputClasses(false, "mt-1")} value={t.name} disabled={!canEdit} onChange={(e) => change(i, "name", e.target.value)} />
            </label>
            <label className="block text-sm font-medium">
              Mensagem
              <textarea className={inputClasses(false, "mt-1 min-h-24")} value={t.body} disabled={!canEdit} onChange={(e) => change(i, "body", e.target.value)} />
            </label>
            {canEdit && (
              <Button variant="ghost" size="sm" onClick={() => setTemplates((list) => list.filter((_, j) => j !== i))}>
                <Trash2 className="size-4" aria-hidden /> Remover modelo
              </Button>
            )}
          </li>
        ))}
      </ol>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={templates.length >= MAX_TEMPLATES}
            onClick={() => setTemplates((list) => [...list, { name: "", body: "Olá, {primeiro_nome}! " }])}>
            <Plus className="size-4" aria-hidden /> Novo modelo
          </Button>
          <Button type="submit" size="sm" loading={save.isPending}>Salvar modelos</Button>
        </div>
      ) : (
        <p className="text-sm text-muted">Apenas o titular da conta altera os modelos.</p>
      )}
    </form>
  );
}

/** The account's WhatsApp templates; the owner edits them, sellers read them. An empty list restores the default set. */
export function TemplatesEditor({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.clients.templates.queryOptions());
  if (!query.data) return null;
  return <Editor key={JSON.stringify(query.data.templates)} initial={query.data.templates} canEdit={canEdit} />;
}
