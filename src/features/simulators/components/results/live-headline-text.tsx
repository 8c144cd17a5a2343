import { cn } from "~/components/ui/cn";
import { formatBRL } from "~/lib/format";
import type { VerdictCopy } from "../../verdict-copy";

// Short enough for a phone's save bar, and still naming the basis (what leaves the pocket); the full
// sentences are the summary's (verdict-card.tsx).
const VERDICT_SHORT = {
  saves: "a menos de desembolso no consórcio",
  "costs-more": "a mais de desembolso no consórcio",
  even: "de diferença no desembolso (empate)",
} as const;

/**
 * The save bar's words: the first instalment and the verdict's first claim, then, on a market basis,
 * the typed-rate figure (the seller typed that rate, so the bar must not hide what it gives), and the
 * wealth at the end as the element's title (no room for a third line on a phone).
 */
export function LiveHeadlineText({ copy, firstInstalment }: { copy: VerdictCopy; firstInstalment: number }) {
  return (
    <p
      data-testid="live-headline"
      data-verdict={copy.kind}
      data-verdict-basis={copy.basis}
      title={upperFirst(copy.wealthShort)}
      className="min-w-0 text-xs leading-snug text-muted sm:text-sm"
    >
      <span className="block">
        Parcela <strong className="tabular font-semibold text-text">{formatBRL(firstInstalment)}</strong>
      </span>
      <span className="block">
        <strong className={cn("tabular font-semibold", copy.kind === "saves" ? "text-brand" : "text-text")}>
          {formatBRL(copy.amount)}
        </strong>{" "}
        {VERDICT_SHORT[copy.kind]}
        {copy.basis === "market" ? " · taxa do BCB" : ""}
      </span>
      {copy.typedShort && (
        <span className="block text-[0.7rem] sm:text-xs" data-testid="live-headline-typed">
          {upperFirst(copy.typedShort)}
        </span>
      )}
    </p>
  );
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
