import { imovelDraft } from "~/test/proposal-fixtures";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, expect, test, VIEWPORTS } from "./fixtures";

// The client's bid on the public proposal, on a phone's CPU (4× throttled): the script one change
// costs, from the key to the figures, the odds curve and the verdict committed. Target ≤ 50 ms per
// change: the first change after the engine's chunk loaded (labelled apart: it warms the engine's
// code) on its own, and the 95th percentile of the next 24 — not their max, which on a shared 2-core
// machine catches another process's time slice now and then (docs/contemplation-odds.md,
// "Measuring"). Median, p95 and max are printed; `npm run bench:ui` runs it.
const TARGET_MS = 50;
const CHANGES = 24;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}

test.use({ viewport: VIEWPORTS.phone });

test("measures the script each change of the client's bid costs on a 4× throttled CPU", async ({ page, newPage }) => {
  const seller = await newPage();
  const owner = await createOwner({ label: "explore-speed" });
  await new LoginPage(seller).login(owner.email, owner.password);
  const call = (procedure: string, json: unknown) =>
    seller.request.post(`${BASE_URL}/api/trpc/${procedure}`, {
      headers: { origin: BASE_URL, "content-type": "application/json" },
      data: { json },
    });
  const year = new Date().getUTCFullYear() - 1;
  const assemblies = Array.from({ length: 24 }, (_, i) => ({
    date: `${year - (i < 12 ? 1 : 0)}-${String((i % 12) + 1).padStart(2, "0")}-15`,
    activeCotas: 1200,
    drawWinners: 2,
    bidWinners: 4,
    lowestWinningBidPct: 30 + (i % 9) * 2.5,
  }));
  expect(
    (
      await call("groups.save", {
        name: "Grupo bench",
        source: "extrato da administradora",
        readOn: `${year}-12-20`,
        assemblies,
      })
    ).status(),
  ).toBe(200);
  const created = await call("proposals.create", imovelDraft({ group: "Grupo bench" }));
  const { publicToken } = ((await created.json()) as { result: { data: { json: { publicToken: string } } } }).result
    .data.json;

  await page.goto(`/public/propostas/${publicToken}`);
  const bid = page.getByLabel("Lance (% do crédito)");
  const echo = page.getByTestId("explore-bid-echo");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const scriptMs = async () =>
    ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "ScriptDuration")?.value ?? Number.NaN) *
    1000;
  const settle = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const figures = () => page.getByTestId("explore-after").textContent();

  // The focus fetches the engine's chunk: wait until it has arrived, so the first change timed is the
  // first one with the engine loaded (its code still cold).
  const scripts = () =>
    page.evaluate(() => performance.getEntriesByType("resource").filter((e) => /\.js(\?|$)/.test(e.name)).length);
  const loaded = await scripts();
  await bid.focus();
  await expect.poll(scripts).toBeGreaterThan(loaded);
  await settle();
  const timed: number[] = [];
  let first = Number.NaN;
  let value = 20;
  for (let k = 0; k <= CHANGES; k++) {
    const before = await scriptMs();
    const shown = await figures();
    await page.keyboard.press("ArrowRight");
    value += 0.5;
    await expect(echo).toContainText(`${value.toLocaleString("pt-BR", { minimumFractionDigits: 2 })} % do crédito`);
    await expect.poll(figures).not.toBe(shown);
    await settle();
    const cost = (await scriptMs()) - before;
    if (k === 0) first = cost;
    else timed.push(cost);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const s = stats(timed);
  const over = timed.filter((ms) => ms > TARGET_MS).length;
  console.log(
    `[speed] explore: first change after the engine loaded: ${first.toFixed(1)} ms of script (target ≤ ${TARGET_MS} ms: ${first <= TARGET_MS ? "met" : "NOT MET"})`,
  );
  console.log(
    `[speed] explore: next ${timed.length} changes at 4× CPU throttle, script per change: median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms, ${over} over ${TARGET_MS} ms (target p95 ≤ ${TARGET_MS} ms: ${s.p95 <= TARGET_MS ? "met" : "NOT MET"})`,
  );
  expect(timed).toHaveLength(CHANGES);
  expect(first, "the first change after the engine loaded").toBeLessThanOrEqual(TARGET_MS);
  expect(s.p95, "the 95th percentile of the next changes").toBeLessThanOrEqual(TARGET_MS);
});
