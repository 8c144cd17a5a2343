"use client";

import { memo, useCallback, useMemo, useState } from "react";
import { SCHEDULE_TABLE_HEIGHT } from "../schedule-rows";
import { cellAlign, formatCell, type CellKind } from "../view/cell-format";
import { sameRows } from "../view/same-rows";
import { sameWindow, visibleWindow } from "../view/windowing";

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

// Fixed heights are what make windowing exact: row i always sits at i · ROW_HEIGHT, so the rows not
// mounted can be stood in for by two spacer rows of known height.
const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
const OVERSCAN = 8;
const DEFAULT_HEIGHT = SCHEDULE_TABLE_HEIGHT;
// Wide enough for "R$ 12.345.678,90"; a narrow screen scrolls sideways inside the same region.
const COLUMN_WIDTH: Readonly<Record<CellKind, number>> = { month: 64, money: 144, percent: 96, number: 96 };

const ALIGN_CLASS = { left: "text-left", right: "text-right" } as const;

function ScheduleTableImpl({ caption, columns, rows, height = DEFAULT_HEIGHT }: ScheduleTableProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewportHeight = Math.max(0, height - HEADER_HEIGHT);
  const rowCount = rows.length;
  const win = visibleWindow({ scrollTop, viewportHeight, rowHeight: ROW_HEIGHT, rowCount, overscan: OVERSCAN });

  // Re-render only when the mounted range moves, not on every pixel of scrolling: returning the
  // previous offset makes React bail out.
  const onScroll = useCallback(
    (event: React.UIEvent<HTMLDivElement>) => {
      const top = event.currentTarget.scrollTop;
      const at = (offset: number) => visibleWindow({ scrollTop: offset, viewportHeight, rowHeight: ROW_HEIGHT, rowCount, overscan: OVERSCAN });
      setScrollTop((previous) => (sameWindow(at(previous), at(top)) ? previous : top));
    },
    [viewportHeight, rowCount],
  );

  const minWidth = useMemo(() => columns.reduce((sum, column) => sum + COLUMN_WIDTH[column.kind], 0), [columns]);
  const visible = rows.slice(win.start, win.end);

  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      onScroll={onScroll}
      style={{ height }}
      className="overflow-auto overscroll-contain focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand"
    >
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm" style={{ minWidth }} aria-rowcount={rowCount + 1}>
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
          {win.padTop > 0 && <SpacerRow height={win.padTop} span={columns.length} />}
          {visible.map((row, i) => {
            const index = win.start + i;
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
          {win.padBottom > 0 && <SpacerRow height={win.padBottom} span={columns.length} />}
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
  (a, b) => a.caption === b.caption && a.height === b.height && sameRows(a.columns, b.columns) && sameRows(a.rows, b.rows),
);

/**
 * Month-by-month table, windowed: a fixed-height scroll region (keyboard-focusable, named by the
 * caption) with a sticky header that mounts only the rows in view plus a margin.
 */
export function ScheduleTable(props: ScheduleTableProps) {
  return <ScheduleTableMemo {...props} />;
}
