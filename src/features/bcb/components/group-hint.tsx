"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { formatInteger, formatMonths } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { BcbGroupLinker } from "./group-linker";

/**
 * Under the generator's Grupo field: the group's link to the Banco Central's files. Linked: the
 * profile's summary with its data-base, and the groups page for the whole profile. Not linked: the
 * same finder as the groups page (administradora by name or CNPJ, the group's code, a choice when
 * several match), for the group as typed. `groupKey`: the Grupo's key (null when empty or "Todos").
 */
export function BcbGroupHint({ group, groupKey }: { group: string; groupKey: string | null }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const links = useQuery({ ...trpc.bcb.links.queryOptions(), staleTime: 60_000, retry: false }).data;
  const linked = groupKey !== null && links?.some((l) => l.key === groupKey);
  const card = useQuery({
    ...trpc.bcb.card.queryOptions({ name: group }),
    enabled: Boolean(linked),
    staleTime: 60_000,
    retry: false,
  }).data;
  if (groupKey === null || !links) return null;
  const profileLink = (
    <Link href="/propostas/grupos" className="font-medium text-brand underline-offset-2 hover:underline">
      Ver perfil em Histórico dos grupos
    </Link>
  );
  if (linked) {
    const profile = card?.profile;
    return (
      <p className="text-sm text-muted" data-testid="bcb-group-hint">
        {!profile ? (
          "Vinculado aos dados do Banco Central."
        ) : profile.status === "found" ? (
          <>
            No Banco Central (base de {profile.label}): grupo {profile.groupCode} · {profile.adminName} — prazo de{" "}
            {formatMonths(profile.termMonths)}, {formatInteger(profile.assembliesHeld)} assembleias realizadas,{" "}
            {formatInteger(profile.activeQuotas)} cotas ativas.
          </>
        ) : profile.status === "missing" ? (
          <>
            Grupo {card.typed.groupCode} de “{card.typed.admin}” (como digitado): não consta na base de {profile.label}{" "}
            do Banco Central.
          </>
        ) : (
          "Os dados do Banco Central ainda não foram carregados."
        )}{" "}
        {profileLink}
      </p>
    );
  }
  return (
    <div className="text-sm text-muted" data-testid="bcb-group-hint">
      <p>
        Sem vínculo com os dados do Banco Central: a proposta não mostrará o quadro “O grupo no Banco Central”.{" "}
        {!open && (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            Vincular ao Banco Central
          </Button>
        )}
      </p>
      {open && (
        <div className="mt-2 rounded-lg border border-border">
          <BcbGroupLinker presetName={group} />
        </div>
      )}
    </div>
  );
}
