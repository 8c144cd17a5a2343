"use client";

import { inputClasses } from "~/components/ui/field";
import { CLIENT_STATUSES, CLIENT_STATUS_LABEL, LOST_REASONS, LOST_REASON_LABEL, type ClientStatus, type LostReason } from "../status";
import { useSetClientStatus } from "./use-set-status";

/** The keyboard way to move a client (the board's drag has this beside it): perdido comes with its reason. */
export function StatusSelect({ id, name, status, lostReason, className, label }: {
  id: string; name: string; status: ClientStatus; lostReason: LostReason | null; className?: string;
  /** The accessible name; "Etapa de <name>" unless given (the board says "Mover <name> para…"). */
  label?: string;
}) {
  const setStatus = useSetClientStatus();
  const value = status === "perdido" ? `perdido:${lostReason ?? "outro"}` : status;
  return (
    <select
      aria-label={label ?? `Etapa de ${name}`}
      className={inputClasses(false, `h-8 py-0 text-xs ${className ?? ""}`)}
      value={value}
      disabled={setStatus.isPending}
      onChange={(e) => {
        const [next, reason] = e.target.value.split(":") as [ClientStatus, LostReason | undefined];
        setStatus.mutate({ id, status: next, lostReason: reason ?? null });
      }}
    >
      {CLIENT_STATUSES.filter((s) => s !== "perdido").map((s) => (
        <option key={s} value={s}>{CLIENT_STATUS_LABEL[s]}</option>
      ))}
      {LOST_REASONS.map((r) => (
        <option key={r} value={`perdido:${r}`}>Perdido: {LOST_REASON_LABEL[r]}</option>
      ))}
    </select>
  );
}
