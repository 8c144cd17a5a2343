import { useId } from "react";
import { cn } from "./cn";

type SwitchProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "role" | "id"> & {
  label: React.ReactNode;
  description?: React.ReactNode;
};

/** An on/off switch: a native checkbox with role="switch", so keyboard and forms work as usual. */
export function Switch({ label, description, className, ...props }: SwitchProps) {
  const id = useId();
  return (
    <label className={cn("group flex cursor-pointer items-start justify-between gap-3", className)}>
      <span className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-text">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="mt-0.5 block text-xs text-muted">
            {description}
          </span>
        )}
      </span>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          aria-labelledby={`${id}-label`}
          aria-describedby={description ? `${id}-description` : undefined}
          className="peer sr-only"
          {...props}
        />
        <span
          aria-hidden
          className={cn(
            "h-5 w-9 rounded-full bg-border transition-colors peer-checked:bg-brand-control",
            "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-bg",
            "peer-disabled:opacity-55",
          )}
        />
        <span
          aria-hidden
          className="pointer-events-none absolute left-0.5 top-0.5 size-4 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-4"
        />
      </span>
    </label>
  );
}
