"use client";

import { useRef, useState } from "react";
import { inputClasses } from "~/components/ui/field";
import {
  CLIENT_STATUSES,
  CLIENT_STATUS_LABEL,
  LOST_REASONS,
  LOST_REASON_LABEL,
  parseStage,
  type ClientStatus,
  type LostReason,
} from "../status";
import { useSetClientStatus } from "./use-set-status";

// On a closed select, the arrow keys, Home/End and typing step through the options and fire a
// change at every step: moving the client on each would walk the card through every stage (and out
// of its column, taking the focus along). Those steps are only shown; Enter or leaving the field
// moves the client, Escape goes back.
const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);
const isBrowsingKey = (e: React.KeyboardEvent) =>
  !e.altKey && !e.ctrlKey && !e.metaKey && (BROWSING_KEYS.has(e.key) || (e.key.length === 1 && e.key !== " "));

/**
 * After a keyboard move the board draws the card in its new column (the old select goes, the focus
 * with it): the focus follows the card there, unless the user has moved it elsewhere meanwhile.
 */
function refocus(id: string, frames = 20) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active instanceof HTMLSelectElement && active.dataset.clientStatus === id && active.isConnected) {
      // Still the select pressed (a list that does not move the row) until the refreshed list lands.
      if (frames > 0) refocus(id, frames - 1);
      return;
    }
    if (active && active !== document.body) return;
    const visible = [...document.querySelectorAll<HTMLSelectElement>("select[data-client-status]")].find(
      (el) => el.dataset.clientStatus === id && el.offsetParent !== null,
    );
    if (visible) visible.focus();
    else if (frames > 0) refocus(id, frames - 1);
  });
}

/** The keyboard way to move a client (the board's drag has this beside it): perdido comes with its reason. */
export function StatusSelect({
  id,
  name,
  status,
  lostReason,
  className,
  label,
}: {
  id: string;
  name: string;
  status: ClientStatus;
  lostReason: LostReason | null;
  className?: string;
  /** The accessible name; "Etapa de <name>" unless given (the board says "Mover <name> para…"). */
  label?: string;
}) {
  const setStatus = useSetClientStatus();
  const value = status === "perdido" ? `perdido:${lostReason ?? "outro"}` : status;
  const [staged, setStaged] = useState<string | null>(null);
  const browsing = useRef(false);
  const moving =
    setStatus.isPending && setStatus.variables
      ? setStatus.variables.status === "perdido"
        ? `perdido:${setStatus.variables.lostReason ?? "outro"}`
        : setStatus.variables.status
      : null;

  function commit(next: string, select: HTMLSelectElement) {
    setStaged(null);
    if (next === value) return;
    const focused = document.activeElement === select;
    const stage = parseStage(next);
    if (stage) setStatus.mutate({ id, ...stage }, { onSettled: () => focused && refocus(id) });
  }

  return (
    <select
      aria-label={label ?? `Etapa de ${name}`}
      aria-busy={setStatus.isPending || undefined}
      data-client-status={id}
      className={inputClasses(false, `h-8 py-0 text-xs ${className ?? ""}`)}
      value={staged ?? moving ?? value}
      onKeyDown={(e) => {
        browsing.current = isBrowsingKey(e);
        if (staged === null) return;
        if (e.key === "Enter") {
          e.preventDefault();
          commit(staged, e.currentTarget);
        } else if (e.key === "Escape") {
          e.preventDefault();
          setStaged(null);
        }
      }}
      onChange={(e) => {
        if (browsing.current) setStaged(e.target.value);
        else commit(e.target.value, e.target);
        browsing.current = false;
      }}
      onBlur={(e) => {
        if (staged !== null) commit(staged, e.currentTarget);
      }}
    >
      {CLIENT_STATUSES.filter((s) => s !== "perdido").map((s) => (
        <option key={s} value={s}>
          {CLIENT_STATUS_LABEL[s]}
        </option>
      ))}
      {LOST_REASONS.map((r) => (
        <option key={r} value={`perdido:${r}`}>
          Perdido: {LOST_REASON_LABEL[r]}
        </option>
      ))}
    </select>
  );
}
