"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import type { ImportPreview } from "../schema";
import { downloadText } from "./download";

const MAX_BYTES = 3 * 1024 * 1024;
const ACTION_LABEL = { create: "Novo", merge: "Junta com existente", skip: "Ignorada" } as const;

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function plural(n: number, one: string, many: string) {
  return `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const errors = preview.rows.filter((r) => r.action === "skip").length;
  return (
    <div className="mt-4">
      <p className="text-sm" data-testid="import-summary">
        {plural(preview.created, "cliente novo", "clientes novos")}, {plural(preview.merged, "junção", "junções")} com clientes existentes
        {errors ? `, ${plural(errors, "linha com erro (ignorada)", "linhas com erro (ignoradas)")}` : ""}.
      </p>
      <div className="mt-3 max-h-64 overflow-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Prévia da importação</caption>
          <thead className="bg-surface-2 text-xs text-muted">
            <tr><th scope="col" className="px-2 py-1.5">Linha</th><th scope="col" className="px-2 py-1.5">Nome</th><th scope="col" className="px-2 py-1.5">Resultado</th></tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.line} className="border-t border-border align-top">
                <td className="px-2 py-1.5">{r.line}</td>
                <td className="px-2 py-1.5 break-words">{r.name || "—"}</td>
                <td className="px-2 py-1.5">
                  {ACTION_LABEL[r.action]}
                  {r.errors.map((e) => <span key={e} className="block text-xs text-danger">{e}</span>)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Import a spreadsheet (preview, then confirm) and export the list as CSV: the Carteira's toolbar. */
export function ImportExport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [exporting, setExporting] = useState(false);
  const run = useMutation(trpc.clients.import.mutationOptions({ onError: (e) => toast.error(e.message) }));

  function reset(next: boolean) {
    setOpen(next);
    setFile(null);
    setPreview(null);
  }

  async function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      toast.error("Arquivo grande demais (até 3 MB).");
      input.value = "";
      return;
    }
    const encoded = await base64Of(chosen);
    setFile(encoded);
    run.mutate({ fileBase64: encoded, confirm: false }, { onSuccess: setPreview });
  }

  function confirmImport() {
    if (!file) return;
    run.mutate({ fileBase64: file, confirm: true }, {
      onSuccess: async (done) => {
        toast.success(`Importação concluída: ${plural(done.created, "cliente novo", "clientes novos")}, ${plural(done.merged, "junção", "junções")}.`);
        reset(false);
        await queryClient.invalidateQueries(trpc.clients.pathFilter());
      },
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const data = await queryClient.fetchQuery({ ...trpc.clients.export.queryOptions(), staleTime: 0 });
      downloadText(data.filename, data.csv, "text/csv;charset=utf-8");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível exportar.");
    } finally {
      setExporting(false);
    }
  }

  const valid = preview ? preview.created + preview.merged : 0;
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog open={open} onOpenChange={reset}>
        <Button variant="outline" size="sm" onClick={() => reset(true)}>
          <Upload className="size-4" aria-hidden /> Importar planilha
        </Button>
        <DialogContent className="max-w-2xl">
          <DialogTitle className="text-lg font-semibold">Importar clientes</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-muted">
            Arquivo CSV separado por ponto e vírgula, como o Excel e o Google Planilhas salvam (UTF-8 ou Windows-1252). Primeira
            linha com os títulos: Nome, Telefone, E-mail, CPF, Cidade, Origem, Observações. Quem já é cliente (mesmo telefone
            ou e-mail) é juntado. Nada é gravado antes de você confirmar.
          </DialogDescription>
          <label className="mt-4 block text-sm font-medium">
            Planilha (.csv)
            <input type="file" accept=".csv,text/csv" className="mt-1 block w-full text-sm" onChange={(e) => void choose(e.currentTarget)} />
          </label>
          {run.isPending && !preview && <p className="mt-3 text-sm text-muted" role="status">Lendo a planilha…</p>}
          {preview && <PreviewTable preview={preview} />}
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="outline" onClick={() => reset(false)}>Cancelar</Button>
            <Button onClick={confirmImport} disabled={!preview || valid === 0} loading={run.isPending && Boolean(preview)}>
              {preview ? `Importar ${plural(valid, "cliente", "clientes")}` : "Importar"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <Button variant="outline" size="sm" onClick={exportCsv} loading={exporting}>
        <Download className="size-4" aria-hidden /> Exportar CSV
      </Button>
    </div>
  );
}
