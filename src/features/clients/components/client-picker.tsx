"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { useTRPC } from "~/trpc/react";
import { formatPhone } from "~/lib/input-mask";

export type PickedClient = { id: string; name: string; phone: string; email: string; document: string };

/**
 * The generator's "existing client" search (as you type). Picking fills the client fields and sends
 * the client's id with the proposal; without a pick the server still merges by phone or e-mail.
 * `initialId` (the client page's "Nova proposta para este cliente") picks that client on load.
 */
export function ClientPicker({
  initialId,
  picked,
  onPick,
}: {
  initialId: string | null;
  picked: string | null;
  onPick: (client: PickedClient | null) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const term = search.trim();
  const results = useQuery({
    ...trpc.clients.list.queryOptions({ search: term, limit: 8 }),
    enabled: term.length >= 2,
  });
  const initial = useQuery({ ...trpc.clients.get.queryOptions({ id: initialId ?? "" }), enabled: initialId !== null });
  const initialClient = initial.data;
  useEffect(() => {
    if (initialClient)
      onPick({
        id: initialClient.id,
        name: initialClient.name,
        phone: initialClient.phone ?? "",
        email: initialClient.email ?? "",
        document: initialClient.document ?? "",
      });
  }, [initialClient, onPick]);

  if (picked) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="picked-client">
        Cliente da carteira selecionado.
        <button type="button" className={buttonClasses({ variant: "ghost", size: "sm" })} onClick={() => onPick(null)}>
          Trocar
        </button>
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium">
        Cliente da carteira (opcional)
        <input
          type="search"
          className={inputClasses(false, "mt-1")}
          placeholder="Buscar por nome, telefone ou e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {term.length >= 2 && results.data && (
        <ul className="rounded-lg border border-border bg-surface text-sm" aria-label="Clientes encontrados">
          {results.data.items.length === 0 && (
            <li className="px-3 py-2 text-muted">Nenhum cliente. Preencha os dados abaixo para criar um.</li>
          )}
          {results.data.items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left [overflow-wrap:anywhere] hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none"
                onClick={() => {
                  setSearch("");
                  onPick({ id: c.id, name: c.name, phone: c.phone ?? "", email: c.email ?? "", document: "" });
                }}
              >
                <span className="font-medium">{c.name}</span>{" "}
                <span className="text-muted">
                  {[c.phone && formatPhone(c.phone), c.email].filter(Boolean).join(" · ")}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
