"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { dataBaseLabel, SEGMENT_LABELS } from "../layout";
import type { BcbGroupCard, BcbGroupMatch } from "../schema";
import { BcbGroupCardView } from "./group-card";

const inputClass = "h-10 rounded-lg border border-border bg-surface px-3";

/**
 * The seller names a group as the proposal does (Grupo), its administradora (name or CNPJ) and its
 * code: the newest month of the BCB's files is searched, the seller picks the match (several
 * administradoras may have a group of that code), and the link shows the group's profile. Proposals
 * whose Grupo is that name then carry the "O grupo no Banco Central" card. `presetName`: the group as the
 * generator's Grupo field names it (the generator's own finder: no name field, no list of links).
 */
export function BcbGroupLinker({ presetName }: { presetName?: string } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const links = useQuery(trpc.bcb.links.queryOptions());
  const [form, setForm] = useState({ name: presetName ?? "", admin: "", group: "", uf: "" });
  const [search, setSearch] = useState<{ admin: string; group: string } | null>(null);
  const [card, setCard] = useState<BcbGroupCard | null>(null);
  const found = useQuery({
    ...trpc.bcb.search.queryOptions(search ?? { admin: "", group: "" }),
    enabled: search !== null,
  });
  const link = useMutation(
    trpc.bcb.link.mutationOptions({
      onSuccess: (linked) => {
        setCard(linked);
        setSearch(null);
        toast.success("Grupo vinculado aos dados do Banco Central.");
        void queryClient.invalidateQueries(trpc.bcb.links.pathFilter());
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const show = useMutation({
    mutationFn: (name: string) => queryClient.fetchQuery(trpc.bcb.card.queryOptions({ name })),
    onSuccess: setCard,
    onError: (error) => toast.error(error.message),
  });
  const unlink = useMutation(
    trpc.bcb.unlink.mutationOptions({
      onSuccess: () => {
        setCard(null);
        void queryClient.invalidateQueries(trpc.bcb.links.pathFilter());
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const [error, setError] = useState<string | null>(null);
  const name = presetName ?? form.name;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !form.group.trim()) {
      setError("Informe o grupo como na proposta e o código do grupo na administradora.");
      return;
    }
    setError(null);
    setCard(null);
    setSearch({ admin: form.admin.trim(), group: form.group.trim() });
  };
  const choose = (match: BcbGroupMatch) =>
    link.mutate({
      name: name.trim(),
      admin: form.admin.trim(),
      cnpjRoot: match.cnpjRoot,
      groupCode: match.groupCode,
      uf: form.uf,
    });

  const Frame = presetName === undefined ? Card : "div";
  return (
    <Frame data-testid="bcb-linker">
      {presetName === undefined && (
        <CardHeader
          title="O grupo no Banco Central"
          description="Vincule o grupo da proposta aos dados que as administradoras enviam ao Banco Central todo mês: prazo, assembleias, cotas ativas, contemplações, inadimplência e taxa de administração. A proposta pública mostra esse quadro ao cliente."
        />
      )}
      <form method="post" className="flex flex-wrap items-start gap-3 px-5 py-4" onSubmit={submit} noValidate>
        {presetName === undefined && (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Grupo (como na proposta)</span>
            <input className={`${inputClass} w-44`} value={form.name} onChange={set("name")} name="bcb-name" />
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Administradora (nome ou CNPJ)</span>
          <input className={`${inputClass} w-64`} value={form.admin} onChange={set("admin")} name="bcb-admin" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Código do grupo</span>
          <input className={`${inputClass} w-32`} value={form.group} onChange={set("group")} name="bcb-group" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">UF dos clientes (opcional)</span>
          <input
            className={`${inputClass} w-20 uppercase`}
            value={form.uf}
            onChange={set("uf")}
            name="bcb-uf"
            maxLength={2}
          />
        </label>
        <Button type="submit" className="mt-6" loading={found.isFetching}>
          Procurar no Banco Central
        </Button>
        {error && (
          <p role="alert" className="w-full text-sm text-danger">
            {error}
          </p>
        )}
      </form>
      {search && found.data && (
        <div className="border-t border-border px-5 py-4 text-sm" data-testid="bcb-matches">
          {found.data.dataBase === null ? (
            <p>Os dados do Banco Central ainda não foram carregados.</p>
          ) : found.data.matches.length === 0 ? (
            <p role="status">
              Nenhum grupo “{search.group}”{search.admin ? ` de “${search.admin}”` : ""} na base de{" "}
              {dataBaseLabel(found.data.dataBase)} do Banco Central.
            </p>
          ) : (
            <>
              <p className="mb-2">
                {found.data.matches.length > 1
                  ? "Mais de um grupo com esse código: escolha o da proposta."
                  : "Grupo encontrado:"}{" "}
                (base de {dataBaseLabel(found.data.dataBase)})
              </p>
              <ul className="space-y-2">
                {found.data.matches.map((m) => (
                  <li key={`${m.cnpjRoot}-${m.groupCode}`} className="flex flex-wrap items-center gap-3">
                    <span>
                      Grupo {m.groupCode} · {m.adminName} (CNPJ {m.cnpjRoot}) · {SEGMENT_LABELS[m.segment]}
                    </span>
                    <Button size="sm" variant="outline" onClick={() => choose(m)} loading={link.isPending}>
                      Vincular
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {card && (
        <div className="border-t border-border px-5 py-4">
          <BcbGroupCardView card={card} />
        </div>
      )}
      {presetName === undefined && links.data && links.data.length > 0 && (
        <ul className="divide-y divide-border border-t border-border px-5 py-2 text-sm" data-testid="bcb-links">
          {links.data.map((l) => (
            <li key={l.key} className="flex flex-wrap items-center gap-3 py-2">
              <span className="flex-1">
                {l.name} → grupo {l.groupCode} (CNPJ {l.cnpjRoot})
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => show.mutate(l.name)}
                aria-label={`Ver ${l.name} no Banco Central`}
              >
                Ver
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => unlink.mutate({ name: l.name })}
                aria-label={`Desvincular ${l.name}`}
              >
                Desvincular
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}
