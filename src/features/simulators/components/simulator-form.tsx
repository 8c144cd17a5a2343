"use client";

import { ChevronDown } from "lucide-react";
import { memo, useId, useState, useSyncExternalStore } from "react";
import { cn } from "~/components/ui/cn";
import { SegmentedControl } from "~/components/ui/segmented-control";
import { Switch } from "~/components/ui/switch";
import type { BidMode } from "../engine";
import { BID_MODE_OPTIONS, type FieldGroup, type ScenarioDef } from "../fields";
import type { FormStore } from "../form-store";
import { markInput } from "../update-timing";
import { FinanceChoices } from "./finance-choices";
import { NumberField } from "./number-field";
import { OfficialPresets } from "./official-presets";
import { RateReference } from "./rate-reference";
import { useFormSelector } from "./use-form-store";
import { recordOf } from "~/lib/json";

interface FormProps<P> {
  store: FormStore<P>;
  groups: readonly FieldGroup[];
  scenarios: readonly ScenarioDef[];
  /** What "Restaurar padrões" goes back to, shown under each field. */
  defaults: P;
  /** The simulator's kind: its financing groups show the market references (rates/presets). */
  kind?: "imovel" | "veiculo";
}

function BidModeControl<P>({ store }: { store: FormStore<P> }) {
  const mode = useFormSelector(store, (s) => s.draft.bidMode as BidMode);
  return (
    <div className="col-span-2">
      <p className="text-xs font-medium text-text sm:text-[0.8125rem]">Aplicação do lance</p>
      <SegmentedControl
        name="bidMode"
        label="Aplicação do lance"
        options={BID_MODE_OPTIONS}
        value={mode}
        onChange={(next) => {
          markInput();
          store.setField("bidMode", next);
        }}
        className="mt-1"
      />
    </div>
  );
}

function ScenarioSwitch<P>({ store, scenario }: { store: FormStore<P>; scenario: ScenarioDef }) {
  const on = useFormSelector(store, (s) => recordOf(s.draft.scenarios)[scenario.name] === true);
  return (
    <Switch
      label={scenario.label}
      description={scenario.description}
      checked={on}
      onChange={(event) => {
        markInput();
        store.setScenario(scenario.name, event.target.checked);
      }}
    />
  );
}

/*
 * A group folds on a phone, where four groups of fields stand between the seller and the results;
 * on a wider screen every group starts open. The choice is made after mount because the server does
 * not know the screen width.
 */
const PHONE_QUERY = "(max-width: 1023px)";
const isPhoneNow = () => window.matchMedia(PHONE_QUERY).matches;
const subscribeNothing = () => () => {};
function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function Group({ title, startsOpen, children }: { title: string; startsOpen: boolean; children: React.ReactNode }) {
  const headingId = useId();
  const isPhone = useSyncExternalStore(subscribePhone, isPhoneNow, () => false);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  // null until the seller opens or closes the group by hand.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? (startsOpen || !isPhone);
  return (
    <details
      open={open}
      onToggle={(event) => setChosen(event.currentTarget.open)}
      data-hydrated={hydrated ? "" : undefined}
      // Until hydration a group that folds on a phone already hides its fields there (the same
      // breakpoint as PHONE_QUERY), so folding it moves nothing below: no layout shift (CLS).
      className={cn(
        "group/details border-b border-border last:border-b-0",
        !startsOpen && "max-lg:[&:not([data-hydrated])>:not(summary)]:hidden",
      )}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-text [&::-webkit-details-marker]:hidden">
        <span id={headingId}>{title}</span>
        <ChevronDown className="size-4 text-muted transition-transform group-open/details:rotate-180" aria-hidden />
      </summary>
      <div role="group" aria-labelledby={headingId} className="space-y-4 px-4 pb-4">
        {children}
      </div>
    </details>
  );
}

function FormBody<P>({ store, groups, scenarios, defaults, kind }: FormProps<P>) {
  const values = defaults as Record<string, number>;
  return (
    <>
      {groups.map((group, index) => (
        <Group key={group.id} title={group.title} startsOpen={index === 0}>
          {group.id === "scenarios" && (
            <div className="space-y-3 rounded-lg bg-surface-2/60 p-3">
              {scenarios.map((scenario) => (
                <ScenarioSwitch key={scenario.name} store={store} scenario={scenario} />
              ))}
            </div>
          )}
          <div className="grid grid-cols-2 gap-x-3 gap-y-3">
            {group.fields.map((field) => (
              <NumberField
                key={field.name}
                store={store}
                field={field}
                defaultValue={values[field.name] ?? Number.NaN}
              />
            ))}
            {group.id === "consorcio" && <BidModeControl store={store} />}
            {group.id === "consorcioExtras" && (
              <FinanceChoices
                store={store}
                afterIndex={kind && <OfficialPresets store={store} kind={kind} target="correction" />}
              />
            )}
            {kind && (group.id === "price" || group.id === "sac") && (
              <RateReference store={store} prefix={group.id} kind={kind} />
            )}
            {kind && group.id === "scenarios" && (
              <OfficialPresets
                store={store}
                kind={kind}
                target="scenarios"
                fieldNames={group.fields.map((f) => f.name)}
              />
            )}
          </div>
        </Group>
      ))}
    </>
  );
}

/** The simulator's parameters in groups; remounts its inputs on reset so they show the new values. */
export const SimulatorForm = memo(function SimulatorForm<P>(props: FormProps<P>) {
  const resetCount = useFormSelector(props.store, (s) => s.resetCount);
  return (
    <form
      method="post"
      aria-label="Parâmetros da simulação"
      onSubmit={(event) => event.preventDefault()}
      // The schema that checks what is typed loads when the seller reaches for a field, not with the page.
      onFocus={props.store.preload}
      onPointerDown={props.store.preload}
      className="overflow-hidden rounded-xl border border-border bg-surface shadow-xs"
    >
      <FormBody key={resetCount} {...props} />
    </form>
  );
}) as <P>(props: FormProps<P>) => React.ReactElement;
