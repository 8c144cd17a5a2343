"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { contactState } from "../board/board-text";
import { clientPath, nextContactText } from "./client-paths";

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm">{children}</ul>
    </div>
  );
}

/**
 * The dashboard's "Hoje": contacts due today or overdue, hot clients, new answers with the client's
 * question. A group with nothing in it is not shown; with nothing at all, one line says so.
 */
export function TodayPanel() {
  const trpc = useTRPC();
  const today = useQuery({ ...trpc.clients.today.queryOptions(), retry: false }).data;
  if (!today) return null;
  const empty = today.due.length + today.hot.length + today.newAnswers.length === 0;
  return (
    <section aria-labelledby="today-title" data-testid="today-panel">
      <h2 id="today-title" className="text-sm font-semibold text-text">
        Hoje
      </h2>
      {empty ? (
        <p className="mt-2 text-sm text-muted">Nada pendente por hoje.</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
          {today.due.length > 0 && (
            <Group title="Contatos do dia">
              {today.due.map((c) => {
                const overdue = c.nextContactOn !== null && contactState(c.nextContactOn) === "overdue";
                return (
                  <li key={c.id} className="[overflow-wrap:anywhere]">
                    <Link className="hover:underline" href={clientPath(c.id)}>
                      {c.name}
                    </Link>{" "}
                    <span className={overdue ? "font-medium text-danger" : "text-muted"}>
                      {overdue ? `(atrasado: ${nextContactText(c.nextContactOn)})` : "(hoje)"}
                    </span>
                  </li>
                );
              })}
            </Group>
          )}
          {today.hot.length > 0 && (
            <Group title="Clientes quentes">
              {today.hot.map((c) => (
                <li key={c.id} className="[overflow-wrap:anywhere]">
                  <Link className="hover:underline" href={clientPath(c.id)}>
                    {c.name}
                  </Link>{" "}
                  <span className="text-muted">{c.reason === "pdf" ? "baixou o PDF" : "abriu a proposta 2×"}</span>
                </li>
              ))}
            </Group>
          )}
          {today.newAnswers.length > 0 && (
            <Group title="Novas respostas">
              {today.newAnswers.map((a) => (
                <li key={a.id} className="[overflow-wrap:anywhere]">
                  {a.clientId ? (
                    <Link className="font-medium hover:underline" href={clientPath(a.clientId)}>
                      {a.name}
                    </Link>
                  ) : (
                    <span className="font-medium">{a.name}</span>
                  )}
                  <span className="block text-muted" data-testid="answer-question">
                    {a.message.trim() ? `“${a.message.trim()}”` : "Tenho interesse (sem mensagem)"}
                  </span>
                </li>
              ))}
            </Group>
          )}
        </div>
      )}
    </section>
  );
}
