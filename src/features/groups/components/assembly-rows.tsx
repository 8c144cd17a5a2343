"use client";

import { inputClasses } from "~/components/ui/field";
import type { AssemblyDraft } from "../paste";

const COLUMNS: Array<{ key: keyof AssemblyDraft; label: string; type?: string; mode?: "numeric" | "decimal" }> = [
  { key: "number", label: "Nº da assembleia", mode: "numeric" },
  { key: "date", label: "Data", type: "date" },
  { key: "activeCotas", label: "Cotas ativas aptas", mode: "numeric" },
  { key: "drawWinners", label: "Contemplados por sorteio", mode: "numeric" },
  { key: "bidWinners", label: "Contemplados por lance", mode: "numeric" },
  { key: "lowestWinningBidPct", label: "Menor lance vencedor (%)", mode: "decimal" },
];

const dayLabel = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split("-").reverse().join("/") : day);

/** The assemblies as a table: inputs per cell (with the server's message under it), or read only (the paste's preview). */
export function AssemblyRows({
  rows,
  errors = {},
  onChange,
  readOnly = false,
}: {
  rows: AssemblyDraft[];
  errors?: Record<string, string[] | undefined>;
  onChange?: (rows: AssemblyDraft[]) => void;
  readOnly?: boolean;
}) {
  const set = (index: number, key: keyof AssemblyDraft, value: string) =>
    onChange?.(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[720px] text-sm" data-testid={readOnly ? "preview-rows" : "assembly-rows"}>
        <thead className="text-left text-muted">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} className="py-1.5 pr-2 font-medium">
                {c.label}
              </th>
            ))}
            {!readOnly && (
              <th>
                <span className="sr-only">Ações</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row, index) => (
            <tr key={index}>
              {COLUMNS.map((c) => {
                const message = errors[`assemblies.${index}.${c.key}`]?.[0];
                if (readOnly)
                  return (
                    <td key={c.key} className="py-1 pr-2 tabular">
                      {(c.key === "date" ? dayLabel(row.date) : row[c.key]) || "—"}
                    </td>
                  );
                return (
                  <td key={c.key} className="py-1 pr-2 align-top">
                    <input
                      aria-label={`${c.label}, assembleia ${index + 1}`}
                      type={c.type ?? "text"}
                      inputMode={c.mode}
                      className={inputClasses(Boolean(message), "h-9")}
                      value={row[c.key]}
                      onChange={(e) => set(index, c.key, e.target.value)}
                      aria-invalid={message ? true : undefined}
                    />
                    {message && <span className="mt-0.5 block text-xs text-danger">{message}</span>}
                  </td>
                );
              })}
              {!readOnly && (
                <td className="py-1 align-top">
                  <button
                    type="button"
                    className="h-9 px-2 text-xs text-muted underline"
                    onClick={() => onChange?.(rows.filter((_, i) => i !== index))}
                    aria-label={`Remover assembleia ${index + 1}`}
                  >
                    Remover
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
