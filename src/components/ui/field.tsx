"use client";

import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "./cn";

const inputBase =
  "block h-10 w-full rounded-lg border bg-surface px-3 text-sm text-text shadow-xs outline-none transition " +
  "placeholder:text-muted/70 focus:border-brand-ring focus:ring-1 focus:ring-brand-ring disabled:opacity-60";

export function inputClasses(invalid?: boolean, className?: string) {
  return cn(inputBase, invalid ? "border-danger focus:border-danger focus:ring-danger" : "border-border", className);
}

// React 19 passes `ref` as a prop: react-hook-form's register() reaches the <input> through the spread.
type FieldProps = Omit<React.ComponentProps<"input">, "id"> & {
  label: string;
  /** The server's or the form's message for this field, shown below it. */
  error?: string | null;
  hint?: React.ReactNode;
  /** Something aligned right of the label, e.g. a "forgot password" link. */
  labelAside?: React.ReactNode;
};

/** A labelled input with its hint and error wired to aria-describedby. */
export function Field({ label, error, hint, labelAside, className, type, ...props }: FieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-text">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(Boolean(error), isPassword ? "pr-10" : undefined)}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
            aria-label={revealed ? "Ocultar senha" : "Mostrar senha"}
            aria-pressed={revealed}
          >
            {revealed ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        )}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type CheckboxFieldProps = Omit<React.ComponentProps<"input">, "id" | "type"> & {
  children: React.ReactNode;
  error?: string | null;
};

export function CheckboxField({ children, error, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-border accent-[var(--brand-control)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ring"
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-5 text-text">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 pl-6.5 text-xs font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
