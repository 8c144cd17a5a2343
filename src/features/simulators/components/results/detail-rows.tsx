import { CheckCircle2 } from "lucide-react";
import { cn } from "~/components/ui/cn";

/** A label/value list of "Custos detalhados" (simulators) and the public page's costs. */
export interface DetailRow {
  label: string;
  value: string;
  note?: string;
  strong?: boolean;
  /** The way the client picked, marked with `pickedLabel`. */
  picked?: boolean;
}

export function DetailRows({
  items,
  testId,
  pickedLabel = "escolha do cliente",
}: {
  items: ReadonlyArray<DetailRow>;
  testId?: string;
  pickedLabel?: string;
}) {
  return (
    <dl className="divide-y divide-border text-sm" data-testid={testId}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn("dl-row", item.picked && "-mx-2 rounded-lg bg-user-slider/10 px-2 ring-1 ring-user-slider/40")}
          data-picked={item.picked ? "true" : undefined}
        >
          <dt className={cn("dl-term", (item.strong || item.picked) && "font-medium text-text")}>
            {item.label}
            {item.picked && (
              <span className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-text">
                <CheckCircle2 className="size-3.5 shrink-0 text-user-slider" aria-hidden /> {pickedLabel}
              </span>
            )}
          </dt>
          <dd className={item.strong || item.picked ? "dl-value font-semibold" : "dl-value"}>
            {item.value}
            {item.note && <span className="dl-note">{item.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailBlock({
  title,
  children,
  as: Heading = "h4",
}: {
  title: string;
  children: React.ReactNode;
  as?: "h3" | "h4";
}) {
  return (
    <div className="min-w-0">
      <Heading className="list-head">{title}</Heading>
      <div className="mt-1">{children}</div>
    </div>
  );
}
