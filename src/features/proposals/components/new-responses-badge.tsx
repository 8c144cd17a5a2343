"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";

/** The count of responses still "novo", beside the menu's clientes > Propostas link. */
export function NewResponsesBadge({ active }: { active: boolean }) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.proposals.newResponsesCount.queryOptions(), refetchInterval: 60_000, retry: false });
  const count = query.data ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="new-responses-count"
      aria-label={`${count} ${count === 1 ? "resposta nova" : "respostas novas"}`}
      className={`ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-[11px] font-semibold leading-5 ${active ? "bg-white text-user-slider" : "bg-user-badge text-black"}`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
