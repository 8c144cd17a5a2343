"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { cn } from "~/components/ui/cn";
import { useTRPC } from "~/trpc/react";
import type { ClientSummary } from "../schema";
import { CLIENT_STATUSES, CLIENT_STATUS_LABEL, type ClientStatus } from "../status";
import { BoardCard } from "./board-card";
import { useSetClientStatus } from "./use-set-status";

/**
 * The board by stage (desktop): drag a card onto another column, or use its "Mover para…" select
 * (the keyboard and screen reader way). Dropping on "Perdido" asks nothing, so that column takes no
 * drop: the select gives the reason. A move by drag is announced in a live region.
 */
export function ClientsBoard({ clients, showSeller }: { clients: ClientSummary[]; showSeller: boolean }) {
  const trpc = useTRPC();
  const templates = useQuery({ ...trpc.clients.templates.queryOptions(), staleTime: 5 * 60_000, retry: false }).data
    ?.templates;
  const setStatus = useSetClientStatus();
  const [over, setOver] = useState<ClientStatus | null>(null);
  const [announcement, setAnnouncement] = useState("");
  return (
    // Six columns of at least 10rem: at 1280 px beside the proposals menu all six fit; narrower, the
    // board scrolls sideways inside itself (not the page), with its scrollbar always drawn. Focusable,
    // so the keyboard can scroll it.
    <>
      <p className="sr-only" aria-live="polite" data-testid="board-announcement">
        {announcement}
      </p>
      <div
        className="grid grid-cols-[repeat(6,minmax(10rem,1fr))] gap-2 overflow-x-scroll pb-2 [scrollbar-gutter:stable]"
        aria-label="Quadro por etapa"
        role="region"
        tabIndex={0}
        data-testid="clients-board"
      >
        {CLIENT_STATUSES.map((stage) => {
          const cards = clients.filter((c) => c.status === stage);
          const droppable = stage !== "perdido";
          return (
            <section
              key={stage}
              aria-labelledby={`col-${stage}`}
              className={cn(
                "min-h-40 rounded-xl border border-border bg-surface-2 p-2",
                over === stage && "ring-2 ring-brand",
              )}
              onDragOver={(e) => {
                if (!droppable) return;
                e.preventDefault();
                setOver(stage);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(e) => {
                setOver(null);
                const id = e.dataTransfer.getData("text/client-id");
                const from = e.dataTransfer.getData("text/client-status");
                if (droppable && id && from !== stage) {
                  const name = clients.find((c) => c.id === id)?.name ?? "cliente";
                  setStatus.mutate(
                    { id, status: stage },
                    {
                      onSuccess: () => setAnnouncement(`Cartão de ${name} movido para ${CLIENT_STATUS_LABEL[stage]}.`),
                    },
                  );
                }
              }}
            >
              <h2 id={`col-${stage}`} className="px-1 pb-2 text-xs font-semibold uppercase tracking-wide text-muted">
                {CLIENT_STATUS_LABEL[stage]} <span className="font-normal">({cards.length})</span>
              </h2>
              <ul className="space-y-2">
                {cards.map((c) => (
                  <li
                    key={c.id}
                    draggable
                    onDragStart={(e) => {
                      e.dataTransfer.setData("text/client-id", c.id);
                      e.dataTransfer.setData("text/client-status", c.status);
                    }}
                    className="cursor-grab rounded-lg border border-border bg-surface p-2 text-sm shadow-xs"
                    data-testid="board-card"
                  >
                    <BoardCard client={c} showSeller={showSeller} templates={templates} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
