import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ErrorPage from "~/app/error";
import NotFound from "~/app/not-found";

describe("branded error pages", () => {
  it("the 404 speaks pt-BR and links home", () => {
    const html = renderToStaticMarkup(<NotFound />);
    expect(html).toContain("Página não encontrada");
    expect(html).toContain("404");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Voltar ao início<\/a>/);
    expect(html).not.toMatch(/could not be found|This page/i);
  });

  it("the error page speaks pt-BR, links home and offers another try", () => {
    const html = renderToStaticMarkup(<ErrorPage error={new Error("boom")} reset={() => {}} />);
    expect(html).toContain("Algo deu errado");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Voltar ao início<\/a>/);
    expect(html).toContain("Tentar de novo");
    // The error's own text (maybe technical, maybe English) is not shown to the seller.
    expect(html).not.toContain("boom");
  });
});
