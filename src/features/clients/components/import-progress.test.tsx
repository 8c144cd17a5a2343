import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ImportStatus } from "../schema";
import { ImportProgress } from "./import-preview";

const status = (over: Partial<ImportStatus>): ImportStatus => ({
  id: "imp1",
  status: "running",
  total: 5000,
  processed: 0,
  created: 0,
  merged: 0,
  error: null,
  ...over,
});

describe("the import dialog's progress", () => {
  it("says how many lines of how many are written, in pt-BR numbers, with a matching progress bar", () => {
    const html = renderToStaticMarkup(<ImportProgress status={status({ processed: 1200 })} />);
    expect(html).toContain("Importando: 1.200 de 5.000 linhas…");
    expect(html).toMatch(/<progress[^>]*max="5000"[^>]*value="1200"/);
    expect(html).toContain('role="status"');
  });

  it("says the import is queued before the worker picks it up, and before the first answer", () => {
    expect(renderToStaticMarkup(<ImportProgress status={status({ status: "queued" })} />)).toContain(
      "Importação na fila…",
    );
    const first = renderToStaticMarkup(<ImportProgress status={null} />);
    expect(first).toContain("Importação na fila…");
    expect(first).not.toContain("Importando:");
  });
});
