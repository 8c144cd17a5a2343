"use client";

import { Field } from "~/components/ui/field";
import { parsePtBrNumber } from "~/features/simulators";
import type { ExploreLimits } from "../document/explore-bounds";

/** The generator's "Simulação do cliente" limits as typed (empty: no limit of the seller's). */
export interface LimitsDraft {
  bidMin: string;
  bidMax: string;
  termMin: string;
  termMax: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n).replace(".", ","));

export function limitsDraftOf(limits: ExploreLimits | null | undefined): LimitsDraft {
  return {
    bidMin: text(limits?.bidMinPct),
    bidMax: text(limits?.bidMaxPct),
    termMin: text(limits?.termMin),
    termMax: text(limits?.termMax),
  };
}

/** Null when the seller set nothing (the client then moves the bid from 0 up to what the simulation allows). */
export function limitsFromDraft(draft: LimitsDraft): ExploreLimits | null {
  if (!Object.values(draft).some((v) => v.trim())) return null;
  const num = (v: string, fallback: number | null) => (v.trim() ? parsePtBrNumber(v) : fallback);
  return {
    bidMinPct: num(draft.bidMin, 0) ?? 0,
    bidMaxPct: num(draft.bidMax, 100) ?? 100,
    termMin: num(draft.termMin, null),
    termMax: num(draft.termMax, null),
  };
}

export function ExploreLimitsFields({
  value,
  onChange,
  errors,
}: {
  value: LimitsDraft;
  onChange: (next: LimitsDraft) => void;
  errors: Record<string, string | undefined>;
}) {
  const set = (key: keyof LimitsDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: event.target.value });
  // Folded until the seller needs it (open when a limit is set or refused): most proposals keep the
  // defaults, and the generator's form stays short on a phone.
  const open =
    Object.values(value).some((v) => v.trim() !== "") ||
    Object.keys(errors).some((key) => key.startsWith("explore.") && errors[key]);
  return (
    <details className="group rounded-lg border border-border px-3 py-2" open={open || undefined}>
      <summary className="cursor-pointer py-1 text-sm font-medium text-text">
        Simulação do cliente na página pública
      </summary>
      <fieldset className="mt-2 space-y-2">
        <legend className="sr-only">Limites da simulação do cliente na página pública</legend>
        <p className="text-xs text-muted">
          O cliente pode mudar o lance entre estes limites (vazio: de 0&nbsp;% até o máximo que a simulação permite).
          Preencha o prazo para deixá-lo mudar também.
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Lance mínimo (%)"
            inputMode="decimal"
            value={value.bidMin}
            onChange={set("bidMin")}
            error={errors["explore.bidMinPct"]}
          />
          <Field
            label="Lance máximo (%)"
            inputMode="decimal"
            value={value.bidMax}
            onChange={set("bidMax")}
            error={errors["explore.bidMaxPct"]}
          />
          <Field
            label="Prazo mínimo (meses)"
            inputMode="numeric"
            value={value.termMin}
            onChange={set("termMin")}
            error={errors["explore.termMin"]}
          />
          <Field
            label="Prazo máximo (meses)"
            inputMode="numeric"
            value={value.termMax}
            onChange={set("termMax")}
            error={errors["explore.termMax"]}
          />
        </div>
      </fieldset>
    </details>
  );
}
