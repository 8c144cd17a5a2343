import { cn } from "~/components/ui/cn";
import { formatBRL } from "~/lib/format";
import type { VerdictCopy } from "../../verdict-copy";

/*
 * The first claim, on the simulator's summary and the public page: the verdict's sentence, its basis
 * (the BCB's reference first when the typed rate is above the band, then the typed-rate figure), the
 * wealth at the end beside it and, when the consórcio does not save, what it gives instead. In the
 * seller's colours only when it saves; neutral otherwise, so bad news never looks like good news.
 * `data-verdict` / `data-verdict-basis` are read by tests and analytics.
 */
export function VerdictCard({ copy, id = "verdict" }: { copy: VerdictCopy; id?: string }) {
  const saves = copy.kind === "saves";
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="verdict"
      data-verdict={copy.kind}
      data-verdict-basis={copy.basis}
      className={cn(
        "overflow-hidden rounded-2xl p-5 shadow-sm sm:p-6",
        saves
          ? "bg-linear-135 from-hero-from to-hero-to text-hero-text"
          : "border border-border bg-surface-2 text-text",
      )}
    >
      <h2
        id={`${id}-title`}
        className={cn("text-xs font-semibold uppercase tracking-wider", saves ? "text-hero-text/80" : "text-muted")}
      >
        {copy.title}
      </h2>
      <p
        className="tabular mt-3 break-words text-[1.75rem] font-bold leading-tight tracking-tight sm:text-4xl"
        data-testid="verdict-amount"
      >
        {formatBRL(copy.amount)}
      </p>
      <p className="mt-2 text-base font-medium" data-testid="verdict-headline">
        {copy.headline}
      </p>
      <p className={cn("mt-1 text-sm", saves ? "text-hero-text/85" : "text-muted")} data-testid="verdict-basis">
        <BasisLine copy={copy} />
      </p>
      {copy.typedLine && (
        <p className={cn("mt-1 text-sm", saves ? "text-hero-text/85" : "text-muted")} data-testid="verdict-typed">
          {copy.typedLine}
        </p>
      )}
      <p
        className={cn("mt-3 text-sm font-medium", saves ? "text-hero-text" : "text-text")}
        data-testid="verdict-wealth"
      >
        {copy.wealthLine}
      </p>
      {copy.insteadLine && (
        <p className="mt-1 text-sm text-muted" data-testid="verdict-instead">
          {copy.insteadLine}
        </p>
      )}
      <p className={cn("mt-3 text-xs", saves ? "text-hero-text/80" : "text-muted")} data-testid="verdict-outlay">
        {copy.outlayLine}
      </p>
    </section>
  );
}

/** The basis line with its SGS series linked to the Banco Central's data, where the figure can be checked. */
function BasisLine({ copy }: { copy: VerdictCopy }) {
  const label = copy.source ? `SGS ${copy.source.series}` : null;
  const at = label ? copy.basisLine.indexOf(label) : -1;
  if (!copy.source || !label || at < 0) return <>{copy.basisLine}</>;
  return (
    <>
      {copy.basisLine.slice(0, at)}
      <a
        href={copy.source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="underline underline-offset-2"
        data-testid="verdict-source"
      >
        {label}
      </a>
      {copy.basisLine.slice(at + label.length)}
    </>
  );
}
