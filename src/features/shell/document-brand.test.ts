import { describe, expect, it } from "vitest";
import { brandCssVariables, resolveBrand } from "~/features/branding";
import { documentBrandCss } from "./document-brand";

describe("documentBrandCss (the brand's variables on <html>)", () => {
  it("declares every variable of a resolved brand", () => {
    const variables = brandCssVariables(
      resolveBrand({ name: "Acme", color_slider: "#7c3aed", color_badge: "#f4b400" }).colors,
    );
    const css = documentBrandCss(variables);
    expect(css.startsWith("html:root{")).toBe(true);
    for (const [name, value] of Object.entries(variables)) expect(css).toContain(`${name}:${value}`);
  });

  it("leaves out what is not a plain colour value", () => {
    expect(
      documentBrandCss({ "--brand": "#112233", "--badge": "red}</style><script>x()</script>", "bad name": "#fff" }),
    ).toBe("html:root{--brand:#112233}");
  });
});
