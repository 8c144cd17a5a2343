import { cn } from "~/components/ui/cn";
import { SCHEDULE_TABLE_HEIGHT } from "../../schedule-rows";

// The month-by-month section's frame, shared by the section and the placeholder that stands in for
// it while its chunk (Radix tabs, the tables) loads: same classes, same height, no layout shift.
export const SECTION_CLASS = "rounded-xl border border-border bg-surface shadow-xs";
export const HEADER_CLASS =
  "flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5";
export const TAB_LIST_CLASS = "inline-flex rounded-lg bg-surface-2 p-1";
export const TAB_CLASS = cn(
  "rounded-md px-3 py-1.5 text-sm font-medium text-muted transition hover:text-text",
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring",
  "data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-border",
);
export const SCHEDULES_TITLE = "Mês a mês";
const TAB_LABELS = ["Consórcio", "PRICE", "SAC"];

/** What the section looks like before it loads: its header, the tab labels, an empty table of its height. */
export function SchedulesPlaceholder() {
  return (
    <section aria-hidden="true" data-testid="schedules-placeholder" className={SECTION_CLASS}>
      <div className={HEADER_CLASS}>
        <h2 className="text-base font-semibold text-text">{SCHEDULES_TITLE}</h2>
        <div className={TAB_LIST_CLASS}>
          {TAB_LABELS.map((label, k) => (
            <span key={label} data-state={k === 0 ? "active" : undefined} className={TAB_CLASS}>
              {label}
            </span>
          ))}
        </div>
      </div>
      <div className="animate-pulse bg-surface-2/40" style={{ height: SCHEDULE_TABLE_HEIGHT }} />
    </section>
  );
}
