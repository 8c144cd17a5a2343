import "server-only";
import type { LiveSessionInfo } from "~/features/accounts/server";
import { formatDateTime } from "~/lib/format";
import { escapeHtml } from "~/server/http/unavailable-page";
import { isRecord } from "~/lib/json";

/** What login()'s SEAT_LIMIT refusal carries (features/accounts/login.ts). */
export type SeatLimitDetails = { sessions: LiveSessionInfo[]; seats: number; canEndAny: boolean };

export function isSeatLimitDetails(details: unknown): details is SeatLimitDetails {
  return isRecord(details) && Array.isArray(details.sessions);
}

/**
 * The seat-limit refusal without JavaScript: the account's live sessions, each one this user may
 * end (their own; any, for the owner) with a radio button, and the password asked again, in one
 * plain POST back to the sign-in (endSession=<id>), which ends it and signs in.
 */
export function seatLimitForm(email: string, details: SeatLimitDetails): string {
  const endable = details.sessions.filter((s) => details.canEndAny || s.mine);
  const rows = details.sessions
    .map((s) => {
      const who = s.mine ? `${escapeHtml(s.device)} · Você` : `${escapeHtml(s.device)} · ${escapeHtml(s.userName)}`;
      const when = `última atividade: ${escapeHtml(formatDateTime(s.lastSeenAt))} · entrou em ${escapeHtml(formatDateTime(s.startedAt))}`;
      const input = endable.includes(s)
        ? `<input type="radio" name="endSession" value="${escapeHtml(s.id)}" required${endable[0] === s ? " checked" : ""}>`
        : `<input type="radio" disabled aria-label="Só o responsável pela conta encerra esta sessão">`;
      return `    <label class="session">${input}<span>${who}<small>${when}</small></span></label>`;
    })
    .join("\n");
  if (endable.length === 0) return `  <fieldset><legend>Sessões ativas</legend>\n${rows}\n  </fieldset>`;
  return `  <form method="post" action="/api/auth/entrar">
    <input type="hidden" name="email" value="${escapeHtml(email)}">
    <fieldset><legend>Escolha a sessão a encerrar</legend>
${rows}
    </fieldset>
    <label class="field">Sua senha, de novo<input type="password" name="password" autocomplete="current-password" required></label>
    <button type="submit">Encerrar a sessão e entrar</button>
  </form>`;
}
