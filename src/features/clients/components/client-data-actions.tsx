"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { inputClasses } from "~/components/ui/field";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { downloadText } from "./download";

/**
 * LGPD on the client's page: export everything kept about them (anyone who sees the client) and
 * erase their personal data (the owner, after typing EXCLUIR). Erasure keeps the rows and counts.
 */
export function ClientDataActions({
  id,
  name,
  canErase,
  erased,
}: {
  id: string;
  name: string;
  canErase: boolean;
  erased: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const erase = useMutation(
    trpc.clients.erase.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        setConfirm("");
        toast.success("Dados pessoais do cliente excluídos.");
        await queryClient.invalidateQueries(trpc.clients.pathFilter());
      },
      onError: (e) => toast.error(e.message),
    }),
  );

  async function exportData() {
    setExporting(true);
    try {
      const data = await queryClient.fetchQuery({ ...trpc.clients.exportData.queryOptions({ id }), staleTime: 0 });
      downloadText(data.filename, data.json, "application/json");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível exportar os dados.");
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" size="sm" onClick={exportData} loading={exporting}>
        <Download className="size-4" aria-hidden /> Exportar dados (LGPD)
      </Button>
      {canErase && !erased && (
        <Dialog open={open} onOpenChange={setOpen}>
          <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
            <Trash2 className="size-4" aria-hidden /> Excluir dados pessoais
          </Button>
          <DialogContent>
            <DialogTitle className="text-lg font-semibold">Excluir os dados de {name}?</DialogTitle>
            <DialogDescription className="mt-2 text-sm text-muted">
              Nome, telefone, e-mail, CPF e anotações saem do cliente e de todas as propostas dele. As propostas e as
              contagens continuam. Não dá para desfazer.
            </DialogDescription>
            <form
              method="post"
              className="mt-4 space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (confirm === "EXCLUIR") erase.mutate({ id, confirm: "EXCLUIR" });
              }}
            >
              <label className="block text-sm font-medium">
                Digite EXCLUIR para confirmar
                <input
                  className={inputClasses(false, "mt-1")}
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  autoComplete="off"
                />
              </label>
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Cancelar
                </Button>
                <Button type="submit" variant="danger" disabled={confirm !== "EXCLUIR"} loading={erase.isPending}>
                  Excluir dados
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
