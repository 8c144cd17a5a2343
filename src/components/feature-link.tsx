import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import { cn } from "./ui/cn";

/** A card-sized link to a section of the app: icon, title, one line of text. */
export function FeatureLink({
  href,
  title,
  text,
  icon: Icon,
  trailing,
  className,
}: {
  href: string;
  title: string;
  text: string;
  icon: LucideIcon;
  trailing?: React.ReactNode;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cn(
        "group relative flex items-center gap-3 rounded-xl border border-border bg-surface p-4 transition hover:border-brand/60 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring",
        className,
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{title}</span>
        <span className="mt-0.5 block text-xs text-muted">{text}</span>
      </span>
      {trailing}
    </Link>
  );
}
