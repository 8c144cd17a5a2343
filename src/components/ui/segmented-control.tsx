import { cn } from "./cn";

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

/** A radio group drawn as joined buttons: one choice out of a few, all visible. */
export function SegmentedControl<V extends string>({
  name,
  label,
  options,
  value,
  onChange,
  className,
}: {
  name: string;
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn("grid auto-cols-fr grid-flow-col rounded-lg bg-surface-2 p-1", className)}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            "relative flex cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-center text-sm font-medium transition",
            "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-ring",
            option.value === value ? "bg-surface text-text shadow-sm ring-1 ring-border" : "text-muted hover:text-text",
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
