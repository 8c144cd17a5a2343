"use client";

import { SegmentedControl } from "~/components/ui/segmented-control";
import type { BidBase, CorrectionIndex } from "../engine";
import { BID_BASE_OPTIONS, CORRECTION_INDEX_OPTIONS } from "../fields";
import type { FormStore } from "../form-store";
import { markInput } from "../update-timing";
import { useFormSelector } from "./use-form-store";

/*
 * The two honest-finance choices of the consórcio: which index `correction` stands for (INCC, IPCA, IGP-M or a
 * fixed %) and what the bid % is a percentage of (the credit, or the credit plus the fees).
 */
function Choice<P, V extends string>({
  store,
  name,
  label,
  options,
}: {
  store: FormStore<P>;
  name: string;
  label: string;
  options: readonly { value: V; label: string }[];
}) {
  const value = useFormSelector(store, (s) => s.draft[name] as V);
  return (
    <div className="col-span-2">
      <p className="text-xs font-medium text-text sm:text-[0.8125rem]">{label}</p>
      <SegmentedControl
        name={name}
        label={label}
        options={options}
        value={value}
        onChange={(next) => {
          markInput();
          store.setField(name, next);
        }}
        className="mt-1"
      />
    </div>
  );
}

/** `afterIndex`: what goes right under the index choice (the BCB's index presets). */
export function FinanceChoices<P>({ store, afterIndex }: { store: FormStore<P>; afterIndex?: React.ReactNode }) {
  return (
    <>
      <Choice<P, CorrectionIndex>
        store={store}
        name="correctionIndex"
        label="Índice da correção anual"
        options={CORRECTION_INDEX_OPTIONS}
      />
      {afterIndex}
      <Choice<P, BidBase> store={store} name="bidBase" label="Base do lance" options={BID_BASE_OPTIONS} />
    </>
  );
}
