"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { groupHistoryHint } from "../history-hint";

/** Under the generator's Grupo field: whether the group has a recorded history (the public page's odds), with a link to record one. */
export function GroupHistoryHint({ group }: { group: string }) {
  const trpc = useTRPC();
  const histories = useQuery({ ...trpc.groups.list.queryOptions(), staleTime: 60_000, retry: false }).data;
  const hint = groupHistoryHint(group, histories);
  return (
    <span data-testid="group-history-hint">
      {hint ? (
        <span className={hint.odds ? "text-text" : undefined}>{hint.text}</span>
      ) : (
        "Com o histórico do grupo registrado, a proposta mostra as chances de contemplação."
      )}{" "}
      <Link href="/propostas/grupos" className="font-medium text-brand underline-offset-2 hover:underline">
        Histórico dos grupos
      </Link>
    </span>
  );
}
