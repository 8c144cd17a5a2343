import { describe, expect, it } from "vitest";
import { buildLineChart, chartX, chartY, labelWidth, monthAtX, niceStep } from "./chart-model";
import { pathPoints } from "./path-data";
import { simplify } from "./simplify";

describe("niceStep", () => {
  it.each([
    [100, 25],
    [2795.45, 1000],
    [1_000_000, 250_000],
    [0, 1],
  ])("max %d → %d", (max, step) => expect(niceStep(max)).toBe(step));
});

describe("buildLineChart", () => {
  const rows = [
    { month: 1, consorcio: 100, price: 200 },
    { month: 2, consorcio: 100, price: 190 },
    { month: 3, consorcio: 150, price: 0 },
  ];

  it("draws steps as flat runs and vertical jumps, inside the plot", () => {
    const chart = buildLineChart(rows, ["consorcio"], { width: 200, height: 100, curve: "step" });
    const d = chart.lines[0]?.d ?? "";
    expect(d.startsWith("M")).toBe(true);
    // Each step is a horizontal then a vertical segment: y only changes at a repeated x.
    const coords = pathPoints(d).flat();
    for (let i = 1; i < coords.length; i += 1) {
      const [x0, y0] = coords[i - 1]!;
      const [x1, y1] = coords[i]!;
      expect(x0 === x1 || y0 === y1).toBe(true);
    }
    for (const [px, py] of coords) {
      expect(px).toBeGreaterThanOrEqual(chart.plot.left);
      expect(px).toBeLessThanOrEqual(chart.plot.right);
      expect(py).toBeGreaterThanOrEqual(chart.plot.top);
      expect(py).toBeLessThanOrEqual(chart.plot.bottom);
    }
  });

  it("leaves a gap where nothing is due and labels the axes in pt-BR", () => {
    const chart = buildLineChart(rows, ["price"], { zeroIsGap: true });
    // One run of two points (months 1 and 2); month 3 owes nothing.
    expect(pathPoints(chart.lines[0]!.d).map((run) => run.length)).toEqual([2]);
    expect(chart.yTicks.map((t) => t.label.replace("\u00a0", " "))).toEqual([
      "R$ 0",
      "R$ 50",
      "R$ 100",
      "R$ 150",
      "R$ 200",
    ]);
    expect(chart.xTicks.map((t) => t.label)).toEqual(["1", "2", "3"]);
  });
});

describe("the y-axis column", () => {
  it.each([
    ["hundreds", 900, 12],
    ["hundreds of thousands", 800_000, 12],
    ["millions, PDF size", 4_200_000, 7],
  ])("fits its longest label (%s): nothing is cut at the left edge", (_label, max, fontSize) => {
    const chart = buildLineChart(
      [
        { month: 1, price: max / 2 },
        { month: 2, price: max },
      ],
      ["price"],
      { width: 320, fontSize },
    );
    for (const tick of chart.yTicks) {
      // The label ends 6 units left of the plot; its start must be inside the drawing.
      expect(chart.plot.left - 6 - labelWidth(tick.label, fontSize), tick.label).toBeGreaterThanOrEqual(0);
    }
    expect(chart.yTicks.at(-1)?.label.replace("\u00a0", " ")).toMatch(/^R\$ /);
  });
});

describe("simplify", () => {
  it("drops repeated points and points on a straight stretch, keeps every corner", () => {
    expect(
      simplify(
        [
          [0, 0],
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
          [3, 5],
          [3, 9],
          [4, 9],
        ],
        0.35,
      ),
    ).toEqual([
      [0, 0],
      [3, 0],
      [3, 9],
      [4, 9],
    ]);
    expect(
      simplify(
        [
          [0, 0],
          [1, 1],
          [2, 2],
          [3, 3.2],
        ],
        0.35,
      ),
    ).toEqual([
      [0, 0],
      [3, 3.2],
    ]);
    expect(
      simplify(
        [
          [0, 0],
          [1, 0],
          [2, 1],
          [3, 0],
        ],
        0.35,
      ),
    ).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    expect(simplify([[5, 5]], 0.35)).toEqual([[5, 5]]);
  });

  it("a flat step chart of 200 months is one segment, not 400", () => {
    const flat = Array.from({ length: 200 }, (_, i) => ({ month: i + 1, consorcio: 1000, price: 1000 + i }));
    const chart = buildLineChart(flat, ["consorcio", "price"], { curve: "step" });
    expect(pathPoints(chart.lines[0]!.d).map((run) => run.length)).toEqual([2]);
    // A steady climb stays a straight line too.
    expect(pathPoints(chart.lines[1]!.d).map((run) => run.length)).toEqual([2]);
  });
});

describe("the scales a readout reads back", () => {
  const rows = Array.from({ length: 120 }, (_, i) => ({ month: i + 1, consorcio: 1000 + 10 * i, price: 2000 - 5 * i }));
  const chart = buildLineChart(rows, ["consorcio", "price"], { width: 330, height: 220 });

  it("puts month 0 on the plot's left edge, the last month on its right edge and 0 on its floor", () => {
    expect(chart.months).toEqual({ first: 0, last: 120 });
    expect(chartX(chart, 0)).toBe(chart.plot.left);
    expect(chartX(chart, 120)).toBe(chart.plot.right);
    expect(chartY(chart, 0)).toBe(chart.plot.bottom);
    expect(chartY(chart, chart.yMax)).toBe(chart.plot.top);
    // The top of the axis is the first round step above the largest value drawn (R$ 2.190 → R$ 3.000).
    expect(chart.yMax).toBe(3000);
  });

  it.each([1, 37, 60, 119, 120])("reads month %d back from where it is drawn", (month) => {
    expect(monthAtX(chart, chartX(chart, month))).toBe(month);
    expect(monthAtX(chart, chartX(chart, month) + 0.4 * (chartX(chart, 1) - chartX(chart, 0)))).toBe(month);
  });

  it("keeps a pointer outside the plot on its first or last month", () => {
    expect(monthAtX(chart, 0)).toBe(0);
    expect(monthAtX(chart, chart.width + 50)).toBe(120);
  });

  it("the line passes where the scales say: the last point of each series", () => {
    for (const line of chart.lines) {
      const [lx, ly] = pathPoints(line.d).at(-1)!.at(-1)!;
      const last = rows.at(-1)![line.key as "consorcio" | "price"];
      expect(Number(lx)).toBe(Math.round(chartX(chart, 120)));
      expect(Number(ly)).toBe(Math.round(chartY(chart, last)));
    }
  });
});
