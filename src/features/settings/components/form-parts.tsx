"use client";

import { maskInput } from "~/lib/input-mask";
import { RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useController, useFormContext, type FieldPath } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/components/ui/cn";
import { formatPtBrNumber, parsePtBrNumber } from "~/features/simulators";
import type { SettingsUpdateInput } from "../schema";

export type FormPath = FieldPath<SettingsUpdateInput>;

/** A titled group of settings with its own "Restaurar padrões". */
export function SettingsSection({
  id,
  title,
  description,
  onRestore,
  readOnly,
  children,
}: {
  id: string;
  title: string;
  description: string;
  onRestore: () => void;
  readOnly: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-border bg-surface shadow-xs"
      data-section={id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-4 sm:px-5">
        <div className="min-w-0 max-w-2xl">
          <h2 id={`${id}-title`} className="text-base font-semibold text-text">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{description}</p>
        </div>
        {!readOnly && (
          <Button variant="outline" size="sm" onClick={onRestore} aria-label={`Restaurar padrões: ${title}`}>
            <RotateCcw className="size-3.5" aria-hidden /> Restaurar padrões
          </Button>
        )}
      </div>
      <div className="px-4 py-5 sm:px-5">{children}</div>
    </section>
  );
}

function FieldShell({
  id,
  label,
  unit,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  unit?: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0 space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-text">
        {label}
        {unit && <span className="ml-1 text-xs font-normal text-muted">({unit})</span>}
      </label>
      {children}
      {error ? (
        <p id={`${id}-msg`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-msg`} className="text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A text setting (register), with its zod or server message below. */
export function TextSetting({
  name,
  label,
  hint,
  maxLength,
  multiline = false,
  placeholder,
  className,
  mask,
  inputMode,
}: {
  name: FormPath;
  label: string;
  hint?: string;
  maxLength?: number;
  multiline?: boolean;
  placeholder?: string;
  className?: string;
  /** Reshapes the text while it is typed or pasted (a phone's "(11) 98765-4321"). */
  mask?: (raw: string) => string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
}) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<SettingsUpdateInput>();
  const error = getFieldState(name, formState).error?.message;
  const registered = register(name);
  const props = {
    id,
    maxLength,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error || hint ? `${id}-msg` : undefined,
    ...registered,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (mask && event.target instanceof HTMLInputElement) event.target.value = maskInput(event.target, mask);
      return registered.onChange(event);
    },
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {multiline ? (
        <textarea rows={2} {...props} className={inputClasses(Boolean(error), "h-auto min-h-16 py-2 leading-5")} />
      ) : (
        <input type="text" inputMode={inputMode} {...props} className={inputClasses(Boolean(error))} />
      )}
    </FieldShell>
  );
}

/** A number typed the pt-BR way ("500.000", "6,32"); the form holds the parsed number. */
export function NumberSetting({
  name,
  label,
  unit,
  hint,
}: {
  name: FormPath;
  label: string;
  unit?: string;
  hint?: string;
}) {
  const id = useId();
  const {
    field: { value: raw, onChange, onBlur, ref },
    fieldState,
  } = useController<SettingsUpdateInput>({ name });
  const value = typeof raw === "number" ? raw : undefined;
  const [text, setText] = useState(() => (typeof value === "number" ? formatPtBrNumber(value) : ""));
  // "Restaurar padrões" and a reset after saving change the value from outside: show it (state
  // derived during render, React's pattern for props that change under local state).
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (typeof value === "number" && parsePtBrNumber(text) !== value) setText(formatPtBrNumber(value));
  }
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} label={label} unit={unit} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-msg` : undefined}
        onChange={(event) => {
          const parsed = parsePtBrNumber(event.target.value);
          setText(event.target.value);
          setSeen(parsed);
          onChange(parsed);
        }}
        onBlur={() => {
          if (typeof value === "number" && Number.isFinite(value)) setText(formatPtBrNumber(value));
          onBlur();
        }}
        className={inputClasses(Boolean(error), "tabular")}
      />
    </FieldShell>
  );
}

/** A #rrggbb colour: the browser's picker beside the hex text, both on one value. */
export function ColorSetting({ name, label, hint }: { name: FormPath; label: string; hint: string }) {
  const id = useId();
  const {
    field: { value: raw, onChange, onBlur, ref },
    fieldState,
  } = useController<SettingsUpdateInput>({ name });
  const value = typeof raw === "string" ? raw : "";
  const error = fieldState.error?.message;
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: seletor`}
          value={valid ? value.toLowerCase() : "#000000"}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-border bg-surface p-1"
        />
        <input
          id={id}
          name={name}
          ref={ref}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={value}
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          className={inputClasses(Boolean(error), "min-w-0 font-mono uppercase")}
        />
      </div>
    </FieldShell>
  );
}
