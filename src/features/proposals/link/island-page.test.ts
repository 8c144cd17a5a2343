import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compactHtml, islandAssets, islandPage } from "./island-page";

// A page as Next 16 renders the public proposal (shape taken from a production render).
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/12nf9b2np6fwp.css" data-precedence="next"/>',
  '<meta property="og:title" content="Proposta para Ana"/><meta property="og:description" content="R$ 1,00 a menos"/>',
  '<meta name="twitter:card" content="summary_large_image"/><meta name="twitter:title" content="Proposta para Ana"/>',
  '<meta name="twitter:description" content="R$ 1,00 a menos"/><meta name="twitter:image" content="https://x/og?1"/>',
  '<meta name="twitter:image:width" content="1200"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0en5xt4c1c0-t.js"/>',
  '<script src="/_next/static/chunks/2hmkzzcc5l1i5.js" async=""></script>',
  '<script>(function(){var d=document.documentElement;d.classList.add("dark")})()</script>',
  '</head><body><div data-public-token="abc"><h1>Olá, Ana!</h1>',
  '<div data-island="interest" data-props="{&quot;token&quot;:&quot;abc&quot;}"><form method="post"></form></div>',
  "</div>",
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])</script>',
  '<script>$RC("B:0","S:0")</script>',
  "</body></html>",
].join("");

describe("islandPage", () => {
  const page = islandPage(NEXT_PAGE, { loader: "/_islands/loader-ABC.js", stylesheet: null })!;

  it("drops Next's chunks, their preloads, its bootstrap and the RSC payload", () => {
    expect(page).not.toContain("/_next/static/chunks/2hmkzzcc5l1i5.js");
    expect(page).not.toContain('as="script"');
    expect(page).not.toContain("TURBOPACK");
    expect(page).not.toContain("__next_f");
  });

  it("puts the public pages' own stylesheet in the place of Next's, once, when the build made one", () => {
    const twoSheets = NEXT_PAGE.replace(
      "</head>",
      '<link rel="stylesheet" href="/_next/static/chunks/other.css" data-precedence="next"/></head>',
    );
    const own = islandPage(twoSheets, { loader: "/_islands/loader-ABC.js", stylesheet: "/_islands/public-1a2b.css" })!;
    expect(own).not.toContain("/_next/static/chunks/12nf9b2np6fwp.css");
    expect(own).not.toContain("other.css");
    expect(own.match(/rel="stylesheet"/g)).toHaveLength(1);
    // Where Next's was: before the theme's script and the body.
    expect(own.indexOf('<link rel="stylesheet" href="/_islands/public-1a2b.css"/>')).toBe(
      twoSheets.indexOf('<link rel="stylesheet" href="/_next/static/chunks/12nf9b2np6fwp.css"'),
    );
  });

  it("keeps the HTML a client reads, the stylesheet, the theme's script and React's own reveal script", () => {
    expect(page).toContain("<h1>Olá, Ana!</h1>");
    expect(page).toContain('<form method="post"></form>');
    expect(page).toContain('href="/_next/static/chunks/12nf9b2np6fwp.css"');
    expect(page).toContain('d.classList.add("dark")');
    expect(page).toContain('$RC("B:0","S:0")');
  });

  it("keeps X's card type and drops the X tags that copy the og: ones (X reads the og: tag when its own is absent)", () => {
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(page).not.toMatch(/twitter:(title|description|image)/);
    expect(page).toContain('<meta property="og:title" content="Proposta para Ana"/>');
    expect(page).toContain('<meta property="og:description" content="R$ 1,00 a menos"/>');
  });

  it("loads the island loader as a module, once, at the end of the body", () => {
    expect(page.match(/<script type="module" async src="\/_islands\/loader-ABC.js"><\/script>/g)).toHaveLength(1);
    expect(page.endsWith('<script type="module" async src="/_islands/loader-ABC.js"></script></body></html>')).toBe(
      true,
    );
  });

  it("loads no script at all on a page with no island and no visit to report (the month table)", () => {
    const table = islandPage(NEXT_PAGE.replace(' data-public-token="abc"', "").replace(/ data-island="interest"/, ""), {
      loader: "/l.js",
      stylesheet: null,
    })!;
    expect(table).not.toContain('<script type="module"');
    expect(table).not.toContain("__next_f");
  });

  it("leaves what is no page alone", () => {
    expect(islandPage("<p>parcial", { loader: "/x.js", stylesheet: "/s.css" })).toBeNull();
  });
});

describe("islandAssets", () => {
  const manifestIn = (content: unknown) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
    fs.mkdirSync(path.join(dir, "_islands"));
    fs.writeFileSync(path.join(dir, "_islands", "manifest.json"), JSON.stringify(content));
    return dir;
  };
  const fresh = async () => {
    // Read once per process: each case takes a fresh module instance.
    const { vi } = await import("vitest");
    vi.resetModules();
    return import("./island-page");
  };

  it("reads the loader's and the stylesheet's addresses from the islands' manifest; null when the islands were not built", async () => {
    const dir = manifestIn({ loader: "/_islands/loader-X.js", stylesheet: "/_islands/public-1a.css" });
    expect(islandAssets(dir)).toEqual({ loader: "/_islands/loader-X.js", stylesheet: "/_islands/public-1a.css" });
    expect((await fresh()).islandAssets(path.join(dir, "nada"))).toBeNull();
  });

  it("keeps Next's stylesheet when the manifest names none, or names one that could not go into an attribute as it is", async () => {
    expect((await fresh()).islandAssets(manifestIn({ loader: "/l.js" }))).toEqual({
      loader: "/l.js",
      stylesheet: null,
    });
    const odd = manifestIn({ loader: "/l.js", stylesheet: '/x.css"><script>alert(1)</script>' });
    expect((await fresh()).islandAssets(odd)).toEqual({ loader: "/l.js", stylesheet: null });
  });
});

describe("compactHtml", () => {
  const ICON =
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" class="lucide lucide-send lucide-send-horizontal size-4" aria-hidden="true"><path d="M1 1"></path></svg>';
  const page = [
    `<main><p>Parcela de <!-- -->R$ 1,00<!-- --> ao mês</p>${ICON}`,
    `<div data-island="interest" data-props="{&quot;token&quot;:&quot;a&amp;b&#x27;c&quot;}"><div><p>Olá, <!-- -->Ana</p>${ICON}</div></div>`,
    "<p>depois<!-- --> da ilha</p></main>",
  ].join("");
  const compact = compactHtml(page);

  it("takes React's text separators, the SVG namespace and the icon classes out of the static HTML", () => {
    expect(compact).toContain("<p>Parcela de R$ 1,00 ao mês</p>");
    expect(compact).toContain("<p>depois da ilha</p>");
    expect(
      compact.startsWith(
        '<main><p>Parcela de R$ 1,00 ao mês</p><svg width="24" height="24" class="size-4" aria-hidden="true">',
      ),
    ).toBe(true);
    expect(compact.length).toBeLessThan(page.length);
  });

  it("leaves an island's block as React rendered it, nested blocks included", () => {
    expect(compact).toContain(`<div><p>Olá, <!-- -->Ana</p>${ICON}</div></div>`);
  });

  it("writes an island's props with single quotes, the same JSON once the attribute is read", () => {
    const value = /data-props='([^']*)'/.exec(compact)?.[1];
    expect(value).toBe('{"token":"a&amp;b&#x27;c"}');
    const read = value!.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
    expect(JSON.parse(read)).toEqual({ token: "a&b'c" });
  });

  it("drops a class attribute that held only the icon's names", () => {
    expect(compactHtml('<svg class="lucide lucide-x"></svg>')).toBe("<svg></svg>");
  });
});
