"use client";

import Link from "next/link";
import { useState } from "react";
import { cn } from "~/components/ui/cn";
import type { ClientSummary } from "../schema";
import { CLIENT_STATUSES, CLIENT_STATUS_LABEL, type ClientStatus } from "../status";
import { clientPath, nextContactText } from "./client-paths";
import { StatusSelect } from "./status-select";
import { useSetClientStatus } from "./use-set-status";

/**
 * The board by stage (desktop): drag a card onto another column, or use its select (the keyboard
 * way). Dropping on "Perdido" asks nothing, so that column takes no drop: the select gives the reason.
 */
export function ClientsBoard({ clients }: { clients: ClientSummary[] }) {
  const setStatus = useSetClientStatus();
  const [over, setOver] = useState<ClientStatus | null>(null);
  return (
    // Six columns of at least 11rem, scrolling sideways inside the board (not the page) when the window
    // is narrower: a card's stage select then reads "Proposta enviada" whole. Focusable, so the
    // keyboard can scroll it.
    <div className="grid grid-cols-[repeat(6,minmax(11rem,1fr))] gap-3 overflow-x-auto pb-2" aria-label="Quadro por etapa" role="region" tabIndex={0}>
      {CLIENT_STATUSES.map((stage) => {
        const cards = clients.filter((c) => c.status === stage);
        const droppable = stage !== "perdido";
        return (
          <section
            key={stage}
            aria-labelledby={`col-${stage}`}
            className={cn("min-h-40 rounded-xl border border-border bg-surface-2 p-2", over === stage && "ring-2 ring-brand")}
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
              if (droppable && id && from !== stage) setStatus.mutate({ id, status: stage });
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
                  <Link href={clientPath(c.id)} title={c.name} className="block truncate font-medium text-text hover:underline">{c.name}</Link>
                  <p className="truncate text-xs text-muted">{c.sellerName}</p>
                  <p className="text-xs text-muted">Contato: {nextContactText(c.nextContactOn)}</p>
                  <div className="mt-2">
                    <StatusSelect id={c.id} name={c.name} status={c.status} lostReason={c.lostReason} className="px-1.5" />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
