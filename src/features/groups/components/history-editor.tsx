"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { draftToAssembly, isBlankRow, parsePastedTable, type AssemblyDraft } from "../paste";
import type { GroupHistoryDetail } from "../schema";
import { AssemblyRows } from "./assembly-rows";

const EMPTY_ROW: AssemblyDraft = {
  number: "",
  date: "",
  activeCotas: "",
  drawWinners: "",
  bidWinners: "",
  lowestWinningBidPct: "",
};
const asText = (n: number | null) => (n === null ? "" : String(n).replace(".", ","));

type Errors = Record<string, string[] | undefined>;

/** Records one group's assemblies: typed row by row, or pasted from a statement with a preview. */
export function HistoryEditor({ editing, onDone }: { editing: GroupHistoryDetail | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(editing?.name ?? "");
  const [source, setSource] = useState(editing?.source ?? "extrato da administradora");
  const [readOn, setReadOn] = useState(editing?.readOn ?? "");
  const [rows, setRows] = useState<AssemblyDraft[]>(
    editing?.assemblies.map((a) => ({
      number: a.number === null ? "" : String(a.number),
      date: a.date ?? "",
      activeCotas: String(a.activeCotas),
      drawWinners: String(a.drawWinners),
      bidWinners: String(a.bidWinners),
      lowestWinningBidPct: asText(a.lowestWinningBidPct),
    })) ?? [{ ...EMPTY_ROW }],
  );
  const [pasted, setPasted] = useState("");
  const [preview, setPreview] = useState<ReturnType<typeof parsePastedTable> | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation(
    trpc.groups.save.mutationOptions({
      onSuccess: (saved) => {
        toast.success(`Histórico do grupo ${saved.name} salvo (${saved.assemblies.length} assembleias).`);
        setErrors({});
        void queryClient.invalidateQueries(trpc.groups.pathFilter());
        onDone();
      },
      onError: (error) => {
        setErrors(error.data?.fieldErrors ?? {});
        toast.error(error.message);
      },
    }),
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // A preview not yet taken with "Usar" is what the seller means to save; a blank row is left out.
    // The table then shows exactly the rows sent, so the server's messages point at the right one.
    const chosen = preview && preview.rows.length > 0 ? preview.rows : rows;
    const sent = chosen.filter((row) => !isBlankRow(row));
    if (chosen !== rows || (sent.length > 0 && sent.length !== rows.length)) setRows(sent.length > 0 ? sent : chosen);
    if (chosen !== rows) {
      setPreview(null);
      setPasted("");
    }
    save.mutate({ id: editing?.id, name, source, readOn, assemblies: sent.map(draftToAssembly) });
  };
  const first = (key: string) => errors[key]?.[0];

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" data-testid="group-history-form">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Grupo (como na proposta)"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={first("name")}
          maxLength={60}
          required
        />
        <Field
          label="Fonte"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          error={first("source")}
          maxLength={300}
          hint="“extrato da administradora” ou o endereço (URL) da página."
          required
        />
        <Field
          label="Lida em"
          type="date"
          value={readOn}
          onChange={(e) => setReadOn(e.target.value)}
          error={first("readOn")}
          required
        />
      </div>

      <details className="rounded-lg border border-border p-3" open={!editing && rows.length <= 1}>
        <summary className="cursor-pointer text-sm font-medium">Colar tabela do extrato ou da planilha</summary>
        <label className="mt-3 block text-sm" htmlFor="group-paste">
          Colunas: número da assembleia e/ou data; cotas ativas aptas; contemplados por sorteio; contemplados por lance;
          menor lance vencedor (% do crédito, vazio se ninguém venceu por lance). Com uma linha de títulos, as colunas
          podem vir em qualquer ordem. Separadas por tabulação, ponto e vírgula ou vírgula.
        </label>
        <textarea
          id="group-paste"
          className={inputClasses(false, "mt-2 h-32 py-2 font-mono text-xs")}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder={"101;10/03/2026;1.250;2;3;38,5\n102;10/04/2026;1.248;1;0;"}
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setPreview(parsePastedTable(pasted))}
            disabled={!pasted.trim()}
          >
            Pré-visualizar
          </Button>
          {preview && preview.rows.length > 0 && (
            <Button
              size="sm"
              onClick={() => {
                setRows(preview.rows);
                setPreview(null);
                setPasted("");
                setErrors({});
              }}
            >
              Usar {preview.rows.length} linha(s)
            </Button>
          )}
        </div>
        {preview && (
          <div className="mt-3 text-sm" data-testid="paste-preview" aria-live="polite">
            <p>
              {preview.rows.length} assembleia(s) lida(s)
              {preview.problems.length ? `; ${preview.problems.length} linha(s) não lida(s):` : "."}
            </p>
            {preview.problems.length > 0 && (
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-danger" data-testid="paste-problems">
                {preview.problems.map((p) => (
                  <li key={p.line}>{p.message}</li>
                ))}
              </ul>
            )}
            {preview.rows.length > 0 && <AssemblyRows rows={preview.rows} readOnly />}
          </div>
        )}
      </details>

      <AssemblyRows rows={rows} errors={errors} onChange={setRows} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => setRows((r) => [...r, { ...EMPTY_ROW }])}
          disabled={rows.length >= 120}
        >
          Adicionar assembleia
        </Button>
        <Button type="submit" loading={save.isPending}>
          Salvar histórico
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
      {first("assemblies") && <p className="text-sm text-danger">{first("assemblies")}</p>}
    </form>
  );
}
