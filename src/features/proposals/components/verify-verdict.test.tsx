import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Verdict, type VerifyState } from "./verify-pdf";

const found = (over: { removed: boolean; matched?: "file" | "document" }): VerifyState => ({
  state: "found",
  via: "file",
  result: {
    found: true,
    matched: over.matched ?? "file",
    clientFirstName: "Marina",
    sellerName: "Carlos Souza",
    brandName: "Consórcios Alfa",
    version: 2,
    latestVersion: 2,
    issuedAt: "2026-11-20T15:30:00.000Z",
    revoked: false,
    removed: over.removed,
  },
});

describe("the verify page's verdict", () => {
  it("a genuine PDF of a removed proposal: authentic, never 'possibly altered', and without the client's name", () => {
    const html = renderToStaticMarkup(<Verdict state={found({ removed: true })} />);
    expect(html).toContain("Documento autêntico de uma proposta removida");
    expect(html).toContain("O vendedor removeu esta proposta depois de emiti-la");
    expect(html).toContain("O arquivo é exatamente o que foi emitido");
    expect(html).not.toContain("Marina");
    expect(html).not.toMatch(/alterado depois de emitido|não confere/);
    // The issue time in Brasília's clock whatever the machine's zone (the tests run in Kathmandu's).
    expect(html).toContain("20/11/2026");
    expect(html).toContain("12:30");
  });

  it("a live proposal's PDF: authentic and unaltered, for the client named", () => {
    const html = renderToStaticMarkup(<Verdict state={found({ removed: false })} />);
    expect(html).toContain("Proposta autêntica e sem alterações");
    expect(html).toContain("<strong>Marina</strong>");
    expect(html).not.toContain("proposta removida");
  });
});
