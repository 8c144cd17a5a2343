// What a board card says about a client, as pure functions (the card renders in the browser; the
// tests run anywhere).
import { formatRelative } from "~/lib/format";
import { saoPauloDay } from "~/lib/sao-paulo-day";
import type { BoardInfo } from "../schema";

type Signal = NonNullable<BoardInfo["lastSignal"]>;

/** "abriu a proposta há 2 horas", "baixou o PDF ontem", "respondeu: “Posso dar um lance?” há 5 minutos". */
export function signalText(signal: Signal, now = new Date()): string {
  const when = formatRelative(signal.at, now);
  switch (signal.kind) {
    case "view":
      return `abriu a proposta ${when}`;
    case "pdf":
      return `baixou o PDF ${when}`;
    case "answer":
      return signal.detail.trim()
        ? `respondeu: “${signal.detail.trim()}” ${when}`
        : `respondeu “Tenho interesse” ${when}`;
  }
}

export type ContactState = "overdue" | "today" | "later";

/** Where a next-contact day (AAAA-MM-DD, São Paulo) stands against today in São Paulo. */
export function contactState(day: string, now = new Date()): ContactState {
  const today = saoPauloDay(now);
  return day < today ? "overdue" : day === today ? "today" : "later";
}
