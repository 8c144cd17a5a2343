import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./paths.ts";
import { compilePublicStylesheet, PUBLIC_PAGE_ENTRIES, publicPageSources } from "./public-stylesheet.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-css-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("publicPageSources", () => {
  it("follows the public pages into what they render, and leaves out the seller's screens their features' entry files also export", async () => {
    const sources = await publicPageSources(ROOT);
    for (const entry of PUBLIC_PAGE_ENTRIES) expect(sources).toContain(entry);
    expect(sources).toContain("src/features/proposals/components/public/public-proposal.tsx");
    expect(sources).toContain("src/features/simulators/components/results/verdict-card.tsx");
    expect(sources).toContain("src/features/proposals/components/public/month-table.tsx");
    // Reached through features/simulators' and features/clients' entry files, never rendered here.
    expect(sources).not.toContain("src/features/simulators/components/simulator-form.tsx");
    expect(sources).not.toContain("src/features/clients/components/clients-board.tsx");
    expect(sources).not.toContain("src/features/proposals/components/generator.tsx");
  });

  it("stops the build when a public page imports a stylesheet other than globals.css (it would be dropped with Next's)", async () => {
    const root = path.join(dir, "css-import");
    fs.mkdirSync(path.join(root, "src", "app"), { recursive: true });
    fs.writeFileSync(path.join(root, "tsconfig.json"), "{}");
    fs.writeFileSync(path.join(root, "src", "app", "globals.css"), "");
    fs.writeFileSync(path.join(root, "src", "app", "extra.css"), ".x{color:red}");
    fs.writeFileSync(
      path.join(root, "src", "app", "page.tsx"),
      'import "./globals.css";\nimport "./extra.css";\nexport default function Page() { return null; }\n',
    );
    await expect(publicPageSources(root, ["src/app/page.tsx"])).rejects.toThrow(/src\/app\/extra\.css/);
    fs.writeFileSync(
      path.join(root, "src", "app", "page.tsx"),
      'import "./globals.css";\nexport default function Page() { return null; }\n',
    );
    await expect(publicPageSources(root, ["src/app/page.tsx"])).resolves.toEqual(["src/app/page.tsx"]);
  });

  it("refuses a page that is not there (a route moved without this list)", async () => {
    await expect(publicPageSources(ROOT, ["src/app/public/nada/page.tsx"])).rejects.toThrow(/não existe/);
  });
});

describe("compilePublicStylesheet", () => {
  const one = path.join(dir, "[token]", "one.tsx");
  fs.mkdirSync(path.dirname(one), { recursive: true });
  fs.writeFileSync(one, 'export const One = () => <p className="mt-[123px] text-[#abcdef]">um</p>;\n');

  it("draws the utilities from the given files alone, with the theme and the components layer of globals.css", async () => {
    const withOne = await compilePublicStylesheet(ROOT, [one]);
    const without = await compilePublicStylesheet(ROOT, []);
    expect(withOne).toContain("123px");
    expect(withOne).toContain("#abcdef");
    expect(without).not.toContain("123px");
    // The theme's variables and globals.css's own rules come whatever the sources.
    for (const css of [withOne, without]) {
      expect(css).toContain("--brand:");
      expect(css).toContain(".tile");
      expect(css).toContain("content-visibility");
    }
    // Minified: no indented declarations.
    expect(withOne).not.toMatch(/\n\s+[a-z-]+: /);
  });

  it("styles every class the public pages' files write as the app's stylesheet does, in a much smaller file", async () => {
    const sources = await publicPageSources(ROOT);
    const publicCss = await compilePublicStylesheet(ROOT, sources);
    const appCss = await compilePublicStylesheet(ROOT, [path.join(ROOT, "src")]);
    expect(publicCss.length).toBeLessThan(appCss.length * 0.7);
    const selector = (name: string) => `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}`;
    const written = new Set(
      sources.flatMap((file) =>
        [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/className="([^"]+)"/g)].flatMap((m) =>
          m[1]!.split(/\s+/).filter((name) => /^[a-z]/.test(name)),
        ),
      ),
    );
    const styled = [...written].filter((name) => appCss.includes(selector(name)));
    expect(styled.length).toBeGreaterThan(100);
    expect(styled.filter((name) => !publicCss.includes(selector(name)))).toEqual([]);
  });
});
