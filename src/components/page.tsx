import { cn } from "./ui/cn";

/** Content column of an app page (inside the shell's <main>, which the skip link targets). */
export function PageContainer({ className, ...props }: React.HTMLAttributes<HTMLElement>) {
  return <div className={cn("mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10", className)} {...props} />;
}

export function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  eyebrow?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mb-8 flex flex-wrap items-end justify-between gap-4", className)}>
      {/* A client's 120-character e-mail has no space to wrap at: it breaks anywhere, not off the page. */}
      <div className="min-w-0 [overflow-wrap:anywhere]">
        {eyebrow && <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-[1.75rem]">{title}</h1>
        {description && <p className="mt-1.5 max-w-2xl text-sm text-muted sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
