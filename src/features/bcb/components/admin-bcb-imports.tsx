"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { formatDateTime, formatInteger } from "~/lib/format";
import { recordOf } from "~/lib/json";
import { useTRPC } from "~/trpc/react";
import { dataBaseLabel } from "../layout";

const KIND = { monthly: "Mensal", quarterly_uf: "Trimestral por UF" } as const;
const STATE = { current: "Em uso", failed: "Recusado", loading: "Importando", superseded: "Substituído" } as const;

/**
 * The back office's upload of a Banco Central consórcio ZIP (for a server without internet), and the
 * files imported. The ZIP goes as the request's body to POST /api/admin/bcb.
 */
export function AdminBcbImports() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const imports = useQuery(trpc.admin.bcbImports.queryOptions());
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setMessage({ ok: false, text: "Escolha o arquivo ZIP do Banco Central." });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch("/api/admin/bcb", {
        method: "POST",
        body: file,
        headers: { "content-type": "application/zip", "x-file-name": encodeURIComponent(file.name) },
      });
      const { error, dataBase, rows } = recordOf(await response.json().catch(() => null));
      if (response.ok && typeof dataBase === "string" && dataBase) {
        setMessage({
          ok: true,
          text: `${file.name}: data-base ${dataBaseLabel(dataBase)} importada (${formatInteger(typeof rows === "number" ? rows : 0)} linhas).`,
        });
        if (input.current) input.current.value = "";
      } else {
        setMessage({
          ok: false,
          text: typeof error === "string" ? error : "Não foi possível importar o arquivo. Tente de novo.",
        });
      }
    } catch {
      setMessage({ ok: false, text: "Sem conexão com o servidor. Tente de novo." });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries(trpc.admin.bcbImports.pathFilter());
    }
  }

  return (
    <Card data-testid="admin-bcb">
      <CardHeader
        title="Dados de consórcios do Banco Central"
        description="Os arquivos AAAAMMConsorcios.zip (mensal) e AAAAMMConsorcios_UF.zip (trimestral) de bcb.gov.br/estabilidadefinanceira/consorciobd. Um mês enviado de novo substitui o anterior; um arquivo recusado não altera nada."
      />
      <form method="post" className="flex flex-wrap items-end gap-3 px-5 py-4" onSubmit={submit} noValidate>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Arquivo ZIP</span>
          <input ref={input} type="file" name="file" accept=".zip,application/zip" className="text-sm" />
        </label>
        <Button type="submit" loading={busy}>
          Importar
        </Button>
        {message && (
          <p
            role={message.ok ? "status" : "alert"}
            className={`w-full text-sm ${message.ok ? "text-text" : "text-danger"}`}
            data-testid="admin-bcb-message"
          >
            {message.text}
          </p>
        )}
      </form>
      <div className="overflow-x-auto border-t border-border px-5 py-4">
        <table className="w-full min-w-[560px] text-sm">
          <thead className="text-left text-muted">
            <tr>
              <th className="py-1.5 font-medium">Data-base</th>
              <th className="font-medium">Arquivo</th>
              <th className="font-medium">Situação</th>
              <th className="font-medium">Linhas</th>
              <th className="font-medium">Enviado em</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {imports.data?.map((row) => (
              <tr key={row.id} data-testid="admin-bcb-row">
                <td className="py-1.5">
                  {dataBaseLabel(row.dataBase)} · {KIND[row.kind]}
                </td>
                <td>{row.fileName}</td>
                <td title={row.error ?? undefined}>
                  {STATE[row.state]}
                  {row.error ? `: ${row.error}` : ""}
                </td>
                <td className="tabular">{formatInteger(row.rowCount)}</td>
                <td>{formatDateTime(row.createdAt)}</td>
              </tr>
            ))}
            {imports.data?.length === 0 && (
              <tr>
                <td colSpan={5} className="py-3 text-muted">
                  Nenhum arquivo importado. Sem eles, as propostas não mostram os dados do grupo no Banco Central.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
