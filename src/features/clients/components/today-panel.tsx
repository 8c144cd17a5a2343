"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { clientPath, nextContactText } from "./client-paths";

/** The dashboard's "Hoje": contacts due or overdue, hot clients, new answers. */
export function TodayPanel() {
  const trpc = useTRPC();
  const today = useQuery({ ...trpc.clients.today.queryOptions(), retry: false }).data;
  if (!today) return null;
  const empty = today.due.length + today.hot.length + today.newAnswers.length === 0;
  return (
    <section aria-labelledby="today-title" data-testid="today-panel">
      <h2 id="today-title" className="text-sm font-semibold text-text">Hoje</h2>
      {empty ? (
        <p className="mt-2 text-sm text-muted">Nada pendente por hoje.</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Contatos do dia</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {today.due.map((c) => (
                <li key={c.id}><Link className="hover:underline" href={clientPath(c.id)}>{c.name}</Link> <span className="text-muted">({nextContactText(c.nextContactOn)})</span></li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Clientes quentes</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {today.hot.map((c) => (
                <li key={c.id}><Link className="hover:underline" href={clientPath(c.id)}>{c.name}</Link> <span className="text-muted">{c.reason === "pdf" ? "baixou o PDF" : "abriu a proposta 2×"}</span></li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Novas respostas</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {today.newAnswers.map((a) => (
                <li key={a.id}>{a.clientId ? <Link className="hover:underline" href={clientPath(a.clientId)}>{a.name}</Link> : a.name}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
