"use client";

import { useQuery } from "@tanstack/react-query";
import { plural } from "~/lib/format";
import { useTRPC } from "~/trpc/react";

/**
 * Beside "Carteira" in the navigation and in the proposals' menu: what needs the seller today
 * (contacts due or overdue, new answers, first opens not looked at). Both read this one query, so
 * they always say the same number. Nothing when there is nothing, or when the account cannot use the
 * carteira (unpaid: the query is refused).
 */
export function CarteiraBadge({ active = false }: { active?: boolean }) {
  const trpc = useTRPC();
  const badge = useQuery({ ...trpc.clients.badge.queryOptions(), refetchInterval: 60_000, retry: false }).data;
  if (!badge?.total) return null;
  const parts = [
    badge.due && `${badge.due} ${plural(badge.due, "contato", "contatos")} para hoje`,
    badge.answers && `${badge.answers} ${plural(badge.answers, "resposta nova", "respostas novas")}`,
    badge.firstOpens && `${badge.firstOpens} ${plural(badge.firstOpens, "primeira abertura", "primeiras aberturas")}`,
  ].filter(Boolean);
  return (
    <span
      data-testid="carteira-badge"
      title={parts.join(", ")}
      className={`ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-[11px] font-semibold leading-5 ${active ? "bg-white text-black" : "bg-user-badge text-black"}`}
    >
      <span aria-hidden>{badge.total > 99 ? "99+" : badge.total}</span>
      <span className="sr-only">({parts.join(", ")})</span>
    </span>
  );
}

/** Beside the menu's "Propostas" (clients' answers): the new answers, from the same query as the Carteira's count. */
export function NewAnswersBadge({ active }: { active: boolean }) {
  const trpc = useTRPC();
  const answers =
    useQuery({ ...trpc.clients.badge.queryOptions(), refetchInterval: 60_000, retry: false }).data?.answers ?? 0;
  if (answers === 0) return null;
  return (
    <span
      data-testid="new-responses-count"
      aria-label={`${answers} ${plural(answers, "resposta nova", "respostas novas")}`}
      className={`ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-[11px] font-semibold leading-5 ${active ? "bg-white text-black" : "bg-user-badge text-black"}`}
    >
      {answers > 99 ? "99+" : answers}
    </span>
  );
}
