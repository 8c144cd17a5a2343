"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { memo, useMemo } from "react";
import type { ConsorcioScheduleData, FinancingPathData } from "../../engine";
import { CONSORCIO_COLUMNS, FINANCING_COLUMNS, consorcioTableRows, financingTableRows } from "../../schedule-rows";
import { ScheduleTable } from "../schedule-table";
import { HEADER_CLASS, SCHEDULES_TITLE, SECTION_CLASS, TAB_CLASS as tabClass, TAB_LIST_CLASS } from "./schedules-frame";

function FinancingTable({ caption, path }: { caption: string; path: FinancingPathData }) {
  const rows = useMemo(() => financingTableRows(path.schedule.rows, path.principal), [path]);
  return <ScheduleTable caption={caption} columns={[...FINANCING_COLUMNS]} rows={rows} />;
}

function ConsorcioTable({ schedule }: { schedule: ConsorcioScheduleData }) {
  const rows = useMemo(() => consorcioTableRows(schedule.rows), [schedule]);
  return <ScheduleTable caption="Consórcio mês a mês" columns={[...CONSORCIO_COLUMNS]} rows={rows} />;
}

/** Month-by-month tables; only the open tab is mounted, so edits do not redraw the hidden ones. */
export const SchedulesSection = memo(function SchedulesSection({
  consorcio,
  price,
  sac,
}: {
  consorcio: ConsorcioScheduleData;
  price: FinancingPathData;
  sac?: FinancingPathData;
}) {
  return (
    <section aria-labelledby="schedules-title" className={SECTION_CLASS}>
      <Tabs.Root defaultValue="consorcio">
        <div className={HEADER_CLASS}>
          <h2 id="schedules-title" className="text-base font-semibold text-text">
            {SCHEDULES_TITLE}
          </h2>
          <Tabs.List aria-label="Tabela mês a mês" className={TAB_LIST_CLASS}>
            <Tabs.Trigger value="consorcio" className={tabClass}>
              Consórcio
            </Tabs.Trigger>
            <Tabs.Trigger value="price" className={tabClass}>
              PRICE
            </Tabs.Trigger>
            {sac && (
              <Tabs.Trigger value="sac" className={tabClass}>
                SAC
              </Tabs.Trigger>
            )}
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
