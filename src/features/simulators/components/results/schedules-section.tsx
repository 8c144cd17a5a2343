"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { memo, useMemo } from "react";
import { cn } from "~/components/ui/cn";
import type { ConsorcioSchedule, FinancingPath } from "../../engine";
import { CONSORCIO_COLUMNS, FINANCING_COLUMNS, consorcioTableRows, financingTableRows } from "../../schedule-rows";
import { ScheduleTable } from "../schedule-table";

function FinancingTable({ caption, path }: { caption: string; path: FinancingPath }) {
  const rows = useMemo(() => financingTableRows(path.schedule.rows, path.principal), [path]);
  return <ScheduleTable caption={caption} columns={[...FINANCING_COLUMNS]} rows={rows} />;
}

function ConsorcioTable({ schedule }: { schedule: ConsorcioSchedule }) {
  const rows = useMemo(() => consorcioTableRows(schedule.rows), [schedule]);
  return <ScheduleTable caption="Consórcio mês a mês" columns={[...CONSORCIO_COLUMNS]} rows={rows} />;
}

const tabClass = cn(
  "rounded-md px-3 py-1.5 text-sm font-medium text-muted transition hover:text-text",
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
  "data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-border",
);

/** Month-by-month tables; only the open tab is mounted, so edits do not redraw the hidden ones. */
export const SchedulesSection = memo(function SchedulesSection({
  consorcio,
  price,
  sac,
}: {
  consorcio: ConsorcioSchedule;
  price: FinancingPath;
  sac?: FinancingPath;
}) {
  return (
    <section aria-labelledby="schedules-title" className="rounded-xl border border-border bg-surface shadow-xs">
      <Tabs.Root defaultValue="consorcio">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
          <h2 id="schedules-title" className="text-base font-semibold text-text">Mês a mês</h2>
          <Tabs.List aria-label="Tabela mês a mês" className="inline-flex rounded-lg bg-surface-2 p-1">
            <Tabs.Trigger value="consorcio" className={tabClass}>Consórcio</Tabs.Trigger>
            <Tabs.Trigger value="price" className={tabClass}>PRICE</Tabs.Trigger>
            {sac && <Tabs.Trigger value="sac" className={tabClass}>SAC</Tabs.Trigger>}
          </Tabs.List>
        </div>
        <Tabs.Content value="consorcio" className="focus-visible:outline-none">
          <ConsorcioTable schedule={consorcio} />
        </Tabs.Content>
        <Tabs.Content value="price" className="focus-visible:outline-none">
          <FinancingTable caption="Financiamento PRICE mês a mês" path={price} />
        </Tabs.Content>
        {sac && (
          <Tabs.Content value="sac" className="focus-visible:outline-none">
            <FinancingTable caption="Financiamento SAC mês a mês" path={sac} />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </section>
  );
});
