import type { LucideIcon } from "lucide-react";
import { cn } from "./cn";

/** Honest placeholder for a list or area with nothing in it yet. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  /** 2 under the page's h1; 3 inside a card or section that has its own h2 (headings in order). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center rounded-xl border border-dashed border-border px-6 py-12 text-center",
        className,
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-brand/10 text-brand">
        <Icon className="size-5" aria-hidden />
      </span>
      <Heading className="mt-4 text-sm font-semibold text-text">{title}</Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-muted">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
