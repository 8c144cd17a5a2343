import type { LucideIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";

/** The outcome of an auth step (link sent, e-mail confirmed, password changed, link invalid). */
export function ResultPanel({
  icon: Icon,
  tone = "brand",
  title,
  children,
  testId,
}: {
  icon: LucideIcon;
  tone?: "brand" | "danger";
  title: React.ReactNode;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="text-center" role={tone === "danger" ? "alert" : "status"} data-testid={testId}>
      <span
        className={cn(
          "mx-auto flex size-12 items-center justify-center rounded-full",
          tone === "danger" ? "bg-danger/10 text-danger" : "bg-brand/10 text-brand",
        )}
      >
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}
