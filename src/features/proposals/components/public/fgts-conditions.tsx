import { FGTS_CONDITIONS, type FgtsUse } from "~/features/simulators";
import { fgtsConditionsIntro } from "../../document/fgts-copy";

/**
 * When the proposal uses FGTS (in the bid, the instalments or the payoff: `fgtsUse`, the simulator's
 * rule), the client sees the conditions the simulator lists for it: the FGTS is the client's own
 * money, and using it depends on them.
 */
export function FgtsConditions({ use }: { use: FgtsUse | null }) {
  if (!use) return null;
  return (
    <section aria-labelledby="fgts-title" className="rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6" data-testid="public-fgts">
      <h2 id="fgts-title" className="text-lg font-semibold text-text">Uso do FGTS</h2>
      <p className="mt-1 text-sm text-muted">{fgtsConditionsIntro(use)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-text">
        {FGTS_CONDITIONS.map((c) => <li key={c.key}>{c.label}</li>)}
      </ul>
    </section>
  );
}
