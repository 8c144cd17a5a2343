"use client";

import { memo, useId, useState } from "react";
import { cn } from "~/components/ui/cn";
import { unusualValueMessage, type NumberFieldDef } from "../fields";
import { draftNumber, followNote, type FormStore } from "../form-store";
import { formatPtBrNumber, parsePtBrNumber } from "../pt-br-number";
import { annualEquivalentPct } from "../rates";
import { formatRate } from "~/lib/format";
import { markInput } from "../update-timing";
import { maskInput, maskMoney } from "~/lib/input-mask";
import { useFormSelector } from "./use-form-store";

/**
 * A numeric parameter typed the pt-BR way. The text lives here (a keystroke re-renders this field
 * only); the parsed number goes to the store, which validates the whole form and answers with this
 * field's message, if any.
 */
export const NumberField = memo(function NumberField<P>({
  store,
  field,
  defaultValue,
}: {
  store: FormStore<P>;
  field: NumberFieldDef;
  defaultValue: number;
}) {
  const id = useId();
  const [text, setText] = useState(() => formatPtBrNumber(draftNumber(store.getSnapshot().draft, field.name)));
  const error = useFormSelector(store, (s) => s.errors[field.name]);
  const linkNote = useFormSelector(store, (s) => followNote(field.name, s));
  // A value set from another field (a financing term following "Prazo do grupo") shows here too; what
  // the seller types is already the draft's value, so it never rewrites their text.
  const draftValue = useFormSelector(store, (s) => draftNumber(s.draft, field.name));
  const [seenValue, setSeenValue] = useState(draftValue);
  if (!Object.is(draftValue, seenValue)) {
    setSeenValue(draftValue);
    if (Number.isFinite(draftValue) && !Object.is(parsePtBrNumber(text), draftValue))
      setText(formatPtBrNumber(draftValue));
  }
  const defaultText = formatPtBrNumber(defaultValue);
  // A no-break space keeps the unit with its number: at 390 px "81,30 %" broke into "81,30" and "%".
  const note = `Padrão: ${field.unitFirst ? `${field.unit} ${defaultText}` : `${defaultText}\u00a0${field.unit}`}`;
  // A monthly rate also reads as the annual one a bank quotes ("2 % a.m. ≈ 26,82 % a.a."), live.
  const typed = parsePtBrNumber(text);
  const annual =
    field.annualEquivalent && Number.isFinite(typed) ? `≈ ${formatRate(annualEquivalentPct(typed), "a.a.")}` : null;
  const unusual = error ? null : unusualValueMessage(field, typed);

  return (
    // Labels wrap instead of being cut ("Reajuste do aluguel (IGP-M)"). Label, input and notes are
    // rows of the form's grid (subgrid), so the inputs of a row line up when one label needs two lines.
    <div
      className="row-span-3 grid min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-subgrid gap-y-1"
      data-field={field.name}
    >
      <label
        htmlFor={id}
        className="self-end text-xs font-medium leading-snug text-text sm:text-[0.8125rem]"
        title={field.hint ?? field.label}
      >
        {field.label}
        <span className="sr-only"> ({field.unit})</span>
      </label>
      <div
        className={cn(
          "flex h-10 items-center rounded-lg border bg-surface shadow-xs transition focus-within:ring-1",
          error
            ? "border-danger focus-within:border-danger focus-within:ring-danger"
            : "border-border focus-within:border-brand-ring focus-within:ring-brand-ring",
        )}
      >
        {field.unitFirst && (
          <span className="pl-3 text-sm text-muted" aria-hidden>
            {field.unit}
          </span>
        )}
        <input
          id={id}
          name={field.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={annual ? `${id}-annual ${id}-note` : `${id}-note`}
          onChange={(event) => {
            markInput();
            // Reais take their thousands dots while typed ("650000" reads "650.000").
            const next = field.unit === "R$" ? maskInput(event.target, maskMoney) : event.target.value;
            setText(next);
            store.setField(field.name, parsePtBrNumber(next));
          }}
          onBlur={() => {
            // Tidy to the canonical pt-BR spelling ("500000" → "500.000") once the seller moves on.
            const value = parsePtBrNumber(text);
            if (Number.isFinite(value)) setText(formatPtBrNumber(value));
          }}
          className="tabular h-full min-w-0 flex-1 bg-transparent px-3 text-sm text-text outline-none"
        />
        {!field.unitFirst && (
          <span className="whitespace-nowrap pr-3 text-xs text-muted" aria-hidden>
            {field.unit}
          </span>
        )}
      </div>
      <div>
        {annual && (
          <p id={`${id}-annual`} data-testid="annual-equivalent" className="tabular text-xs font-medium text-text/80">
            {annual}
          </p>
        )}
        {error ? (
          <p id={`${id}-note`} role="alert" className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : unusual ? (
          <p id={`${id}-note`} role="status" data-testid="unusual-value" className="text-xs font-medium text-warning">
            {unusual}
          </p>
        ) : (
          <p id={`${id}-note`} className="text-[0.6875rem] leading-snug text-muted">
            {note}
            {field.hint && <span className="sr-only">. {field.hint}</span>}
          </p>
        )}
        {linkNote && (
          <p
            data-testid="term-link"
            className={cn(
              "text-[0.6875rem] font-medium leading-snug",
              linkNote.includes("diferentes") ? "text-warning" : "text-text/80",
            )}
          >
            {linkNote}
          </p>
        )}
      </div>
    </div>
  );
}) as <P>(props: { store: FormStore<P>; field: NumberFieldDef; defaultValue: number }) => React.ReactElement;
