import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "./theme";
import { ThemeScript } from "./theme-script";

describe("ThemeScript", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("is in the server's HTML, byte for byte the script the CSP hashes", () => {
    expect(renderToStaticMarkup(<ThemeScript />)).toBe(`<script>${THEME_SCRIPT}</script>`);
  });

  it("renders no <script> element in the browser (React would warn, and the browser never runs it)", () => {
    (globalThis as { window?: unknown }).window = {};
    expect(renderToStaticMarkup(<ThemeScript />)).toBe("");
  });
});
