"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useMemo, useRef } from "react";
import { SCHEDULE_TABLE_HEIGHT } from "../schedule-rows";
import { cellAlign, formatCell, type CellKind } from "../view/cell-format";
import { sameRows } from "../view/same-rows";

export interface ScheduleTableColumn {
  key: string;
  label: string;
  kind: CellKind;
}

export interface ScheduleTableProps {
  caption: string;
  columns: readonly ScheduleTableColumn[];
  rows: readonly Record<string, number | null>[];
  /** Height of the scroll container in px, sticky header included. */
  height?: number;
}

// Fixed heights keep the windowing exact and cheap: row i always sits at HEADER + i · ROW_HEIGHT, so
// the virtualizer needs no measuring, and the rows not mounted are stood in for by two spacer rows.
const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
// Rows mounted beyond the visible ones, so fast scrolling and keyboard paging do not flash empty space.
const OVERSCAN = 8;
const DEFAULT_HEIGHT = SCHEDULE_TABLE_HEIGHT;
// Wide enough for "R$ 12.345.678,90"; a narrow screen scrolls sideways inside the same region.
const COLUMN_WIDTH: Readonly<Record<CellKind, number>> = { month: 64, money: 144, percent: 96, number: 96 };

const ALIGN_CLASS = { left: "text-left", right: "text-right" } as const;

function ScheduleTableImpl({ caption, columns, rows, height = DEFAULT_HEIGHT }: ScheduleTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rowCount = rows.length;
  // The schedules hold up to 600 months and re-render on every keystroke: @tanstack/react-virtual
  // mounts only the rows in view (plus OVERSCAN). The sticky header sits inside the scroll region,
  // so the rows start HEADER_HEIGHT down (paddingStart); initialRect lets the server and the first
  // paint show the top rows before the region is measured.
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is memoised by hand (ScheduleTableMemo), not by the compiler
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: { width: 0, height },
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0]!.start - HEADER_HEIGHT : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  const minWidth = useMemo(() => columns.reduce((sum, column) => sum + COLUMN_WIDTH[column.kind], 0), [columns]);

  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      ref={scroller}
      style={{ height }}
      className="overflow-auto overscroll-contain focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-ring"
    >
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        style={{ minWidth }}
        aria-rowcount={rowCount + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: COLUMN_WIDTH[column.kind] }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`sticky top-0 z-10 truncate border-b border-border bg-surface-2 px-3 text-xs font-semibold text-muted ${ALIGN_CLASS[cellAlign(column.kind)]}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && <SpacerRow height={padTop} span={columns.length} />}
          {items.map(({ index }) => {
            const row = rows[index]!;
            return (
              <tr key={index} aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }} className="even:bg-surface-2/40">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`truncate border-b border-border/60 px-3 tabular text-text ${ALIGN_CLASS[cellAlign(column.kind)]}`}
                  >
                    {formatCell(column.kind, row[column.key])}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && <SpacerRow height={padBottom} span={columns.length} />}
        </tbody>
      </table>
    </div>
  );
}

/** Stands in for the rows not mounted, so the scrollbar and scroll range are those of the whole table. */
function SpacerRow({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={span} className="p-0" />
    </tr>
  );
}

// Pages rebuild rows and columns (even spread copies) on every keystroke; equal numbers need no redraw.
const ScheduleTableMemo = memo(
  ScheduleTableImpl,
  (a, b) =>
    a.caption === b.caption && a.height === b.height && sameRows(a.columns, b.columns) && sameRows(a.rows, b.rows),
);

/**
 * Month-by-month table, windowed: a fixed-height scroll region (keyboard-focusable, named by the
 * caption) with a sticky header that mounts only the rows in view plus a margin.
 */
export function ScheduleTable(props: ScheduleTableProps) {
  return <ScheduleTableMemo {...props} />;
}
