import type { ImportPreview, ImportStatus } from "../schema";

const ACTION_LABEL = { create: "Novo", merge: "Junta com existente", skip: "Ignorada" } as const;
const SEPARATOR_LABEL = { ";": "ponto e vírgula", ",": "vírgula", "\t": "tabulação" } as const;
const COLUMNS = [
  ["name", "Nome"],
  ["phone", "Telefone"],
  ["email", "E-mail"],
  ["document", "CPF"],
  ["city", "Cidade"],
  ["source", "Origem"],
  ["notes", "Observações"],
] as const;

export function plural(n: number, one: string, many: string) {
  return `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;
}

/** Every line as the server read it (all columns), and what confirming would do with it. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const errors = preview.rows.filter((r) => r.action === "skip").length;
  return (
    <div className="mt-4">
      <p className="text-sm" data-testid="import-summary">
        {plural(preview.created, "cliente novo", "clientes novos")}, {plural(preview.merged, "junção", "junções")} com
        clientes existentes
        {errors ? `, ${plural(errors, "linha com erro (ignorada)", "linhas com erro (ignoradas)")}` : ""}.
      </p>
      <p className="mt-1 text-xs text-muted" data-testid="import-separator">
        Colunas separadas por {SEPARATOR_LABEL[preview.separator]}.
      </p>
      <div className="mt-3 max-h-64 overflow-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Prévia da importação</caption>
          <thead className="sticky top-0 bg-surface-2 text-xs text-muted">
            <tr>
              <th scope="col" className="px-2 py-1.5">
                Linha
              </th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="px-2 py-1.5">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-2 py-1.5">
                Resultado
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.line} className="border-t border-border align-top">
                <td className="px-2 py-1.5">{r.line}</td>
                {COLUMNS.map(([key]) => (
                  <td key={key} className="max-w-48 px-2 py-1.5 break-words">
                    {r[key] || "—"}
                  </td>
                ))}
                <td className="px-2 py-1.5">
                  {ACTION_LABEL[r.action]}
                  {r.errors.map((e) => (
                    <span key={e} className="block text-xs text-danger">
                      {e}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A confirmed import's progress, as the worker reports it (clients.importStatus, polled). */
export function ImportProgress({ status }: { status: ImportStatus | null }) {
  return (
    <div className="mt-4" role="status" data-testid="import-progress">
      <p className="text-sm">
        {status && status.status !== "queued"
          ? `Importando: ${status.processed.toLocaleString("pt-BR")} de ${status.total.toLocaleString("pt-BR")} linhas…`
          : "Importação na fila…"}
      </p>
      <progress
        className="mt-2 w-full"
        max={status?.total ?? 1}
        value={status?.processed ?? 0}
        aria-label="Progresso da importação"
      />
    </div>
  );
}
