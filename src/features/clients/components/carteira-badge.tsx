"use client";

import { useQuery } from "@tanstack/react-query";
import { plural } from "~/lib/format";
import { useTRPC } from "~/trpc/react";

/**
 * Beside "Carteira" in the navigation: what needs the seller today (contacts due or overdue, new
 * answers, first opens not looked at). Nothing when there is nothing, or when the account cannot
 * use the carteira (unpaid: the query is refused).
 */
export function CarteiraBadge() {
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
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-user-badge px-1.5 text-[11px] font-semibold leading-5 text-black"
    >
      <span aria-hidden>{badge.total > 99 ? "99+" : badge.total}</span>
      <span className="sr-only">({parts.join(", ")})</span>
    </span>
  );
}
