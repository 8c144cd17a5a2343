"use client";

import { memo, useId, useState } from "react";
import { cn } from "~/components/ui/cn";
import type { NumberFieldDef } from "../fields";
import type { FormStore } from "../form-store";
import { formatPtBrNumber, parsePtBrNumber } from "../pt-br-number";
import { markInput } from "../update-timing";
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
  const [text, setText] = useState(() => formatPtBrNumber(store.getSnapshot().draft[field.name] as number));
  const error = useFormSelector(store, (s) => s.errors[field.name]);
  const defaultText = formatPtBrNumber(defaultValue);
  const note = `Padrão: ${field.unitFirst ? `${field.unit} ${defaultText}` : `${defaultText} ${field.unit}`}`;

  return (
    <div className="min-w-0" data-field={field.name}>
      <label htmlFor={id} className="block truncate text-xs font-medium text-text sm:text-[0.8125rem]" title={field.hint ?? field.label}>
        {field.label}
        <span className="sr-only"> ({field.unit})</span>
      </label>
      <div
        className={cn(
          "mt-1 flex h-10 items-center rounded-lg border bg-surface shadow-xs transition focus-within:ring-3",
          error ? "border-danger focus-within:border-danger focus-within:ring-danger/20" : "border-border focus-within:border-brand focus-within:ring-brand/20",
        )}
      >
        {field.unitFirst && <span className="pl-3 text-sm text-muted" aria-hidden>{field.unit}</span>}
        <input
          id={id}
          name={field.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            markInput();
            setText(event.target.value);
            store.setField(field.name, parsePtBrNumber(event.target.value));
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
      {error ? (
        <p id={`${id}-note`} role="alert" className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className="mt-1 truncate text-[0.6875rem] text-muted">
          {note}
          {field.hint && <span className="sr-only">. {field.hint}</span>}
        </p>
      )}
    </div>
  );
}) as <P>(props: { store: FormStore<P>; field: NumberFieldDef; defaultValue: number }) => React.ReactElement;
