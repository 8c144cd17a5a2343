import { cn } from "./cn";

/** A ring spinner; the label is read by screen readers. */
export function Spinner({ className, label = "Carregando" }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex", className)}>
      <span className="size-full animate-spin rounded-full border-[3px] border-brand/25 border-t-brand" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner standing in for content that is loading. */
export function LoadingBlock({ className }: { className?: string }) {
  return (
    <div className={cn("flex justify-center p-10", className)}>
      <Spinner className="size-6" />
    </div>
  );
}
