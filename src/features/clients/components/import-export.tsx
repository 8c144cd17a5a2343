"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE } from "../import-limits";
import type { ImportPreview, ImportStatus } from "../schema";
import { downloadText } from "./download";
import { ImportPreviewTable, ImportProgress, plural } from "./import-preview";
import { IMPORT_STALLED_MESSAGE, stallWatch } from "./import-watch";

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
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
  // A confirmed import runs in the worker: its progress is polled until it ends, dialog open or not,
  // or until it has not moved for a few minutes (import-watch.ts).
  const [importId, setImportId] = useState<string | null>(null);
  const [status, setStatus] = useState<ImportStatus | null>(null);

  async function follow(id: string) {
    setImportId(id);
    setStatus(null);
    const stalled = stallWatch();
    try {
      for (;;) {
        const now = await queryClient.fetchQuery({ ...trpc.clients.importStatus.queryOptions({ id }), staleTime: 0 });
        setStatus(now);
        if (now.status === "done") {
          toast.success(
            `Importação concluída: ${plural(now.created, "cliente novo", "clientes novos")}, ${plural(now.merged, "junção", "junções")}.`,
          );
          reset(false);
          await queryClient.invalidateQueries(trpc.clients.pathFilter());
          return;
        }
        if (now.status === "failed") {
          toast.error(now.error ?? "A importação não terminou e nada foi gravado.");
          return;
        }
        if (stalled(now, Date.now())) {
          toast.error(IMPORT_STALLED_MESSAGE);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível acompanhar a importação.");
    } finally {
      setImportId(null);
    }
  }

  function reset(next: boolean) {
    setOpen(next);
    setFile(null);
    setPreview(null);
  }

  async function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      toast.error(IMPORT_TOO_LARGE_MESSAGE);
      input.value = "";
      return;
    }
    const encoded = await base64Of(chosen);
    setFile(encoded);
    run.mutate({ fileBase64: encoded, confirm: false }, { onSuccess: setPreview });
  }

  function confirmImport() {
    if (!file) return;
    run.mutate(
      { fileBase64: file, confirm: true },
      {
        onSuccess: (queued) => {
          if (queued.importId) void follow(queued.importId);
        },
      },
    );
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
  const importing = importId !== null;
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog open={open} onOpenChange={reset}>
        <Button variant="outline" size="sm" onClick={() => reset(true)}>
          <Upload className="size-4" aria-hidden /> Importar planilha
        </Button>
        <DialogContent className="max-w-4xl">
          <DialogTitle className="text-lg font-semibold">Importar clientes</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-muted">
            Arquivo CSV separado por ponto e vírgula (Excel), vírgula (Google Planilhas) ou tabulação, em UTF-8 ou
            Windows-1252, de até {IMPORT_MAX_BYTES / (1024 * 1024)} MB. Primeira linha com os títulos: Nome, Telefone,
            E-mail, CPF, Cidade, Origem, Observações. Quem já é cliente (mesmo telefone ou e-mail) é juntado. Nada é
            gravado antes de você confirmar, e uma importação que falhar não deixa nada gravado.
          </DialogDescription>
          <label className="mt-4 block text-sm font-medium">
            Planilha (.csv)
            <input
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block w-full text-sm"
              onChange={(e) => void choose(e.currentTarget)}
            />
          </label>
          {run.isPending && !preview && (
            <p className="mt-3 text-sm text-muted" role="status">
              Lendo a planilha…
            </p>
          )}
          {preview && <ImportPreviewTable preview={preview} />}
          {importing && <ImportProgress status={status} />}
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="outline" onClick={() => reset(false)}>
              Cancelar
            </Button>
            <Button
              onClick={confirmImport}
              disabled={!preview || valid === 0 || importing}
              loading={(run.isPending && Boolean(preview)) || importing}
            >
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
