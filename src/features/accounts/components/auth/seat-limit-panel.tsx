"use client";

import { DeviceIcon } from "~/components/device-icon";
import { Button } from "~/components/ui/button";
import { formatDateTime, formatRelative } from "~/lib/format";
import type { LoginError } from "./login-error";

type SeatLimit = Extract<LoginError, { code: "SEAT_LIMIT" }>;

/** The seat-limit refusal: the account's live sessions, with "Encerrar" on those the user may end. */
export function SeatLimitPanel({
  error,
  endingId,
  onEnd,
}: {
  error: SeatLimit;
  endingId: string | null;
  onEnd: (sessionId: string) => void;
}) {
  return (
    <div className="rounded-xl border border-warning/40 bg-badge/8 p-4" role="alert" data-testid="seat-limit">
      <p className="text-sm font-medium text-text">{error.message}</p>
      <ul className="mt-3 space-y-2" aria-label="Sessões ativas da conta">
        {error.sessions.map((session) => {
          const canEnd = session.mine || error.canEndAny;
          return (
            <li
              key={session.id}
              className="flex items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2.5"
            >
              <DeviceIcon device={session.device} className="size-4 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium [overflow-wrap:anywhere]">{session.device}</p>
                {/* Wraps rather than cut; the sign-in time tells two sessions on the same device apart. */}
                <p className="text-xs text-muted [overflow-wrap:anywhere]">
                  {session.mine ? "Você" : session.userName} · ativa{" "}
                  <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                    {formatRelative(session.lastSeenAt)}
                  </time>
                  {session.startedAt && <> · entrou em {formatDateTime(session.startedAt)}</>}
                </p>
              </div>
              {canEnd && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={endingId === session.id}
                  disabled={endingId !== null}
                  onClick={() => onEnd(session.id)}
                  aria-label={`Encerrar sessão ${session.device} de ${session.mine ? "você" : session.userName}`}
                >
                  Encerrar
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-muted">
        {error.canEndAny
          ? "Ao encerrar uma sessão, a pessoa é desconectada e você entra no lugar dela."
          : "Você pode encerrar as suas próprias sessões. Para liberar outra, fale com o responsável pela conta."}
      </p>
    </div>
  );
}
