import type { ChartTable } from "../../view/chart-text";

/**
 * The chart's numbers for a screen reader: the summary, then the table of the drawn points. Kept
 * out of sight (the chart shows the same thing) but in the reading order, right after the chart.
 */
export function ChartText({ summary, table, caption }: { summary: string; table: ChartTable; caption: string }) {
  return (
    <div className="sr-only" data-testid="chart-text">
      <p>{summary}</p>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
