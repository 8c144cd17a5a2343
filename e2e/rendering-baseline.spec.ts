import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { makePng } from "../bench/png";
import { imovelDraft, veiculoDraft } from "~/test/proposal-fixtures";
import { DEMO_PROPOSAL } from "../prisma/demo";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, expect, test } from "./fixtures";
import { postTrpc } from "./pages/trpc";

/*
 * What a client receives from a public link, on the running app, for fixed proposals: the seed's
 * demo proposal, and an imóvel, a veículo and a proposal stored by the first engine version
 * (2026.11.1) made here with fixed links and dates. The page (its text and its elements' tree), the
 * PDF (its text, pdftotext) and the WhatsApp card (its pixels) are compared with the baselines in
 * e2e/baselines/rendering/, so a change in how proposals are stored, loaded or drawn that alters
 * what a client sees fails here. What legitimately varies (the server's address, the seller's
 * generated e-mail, dates relative to today) is made constant first. A deliberate change of the
 * document updates the baselines: `npm run test:e2e -- e2e/rendering-baseline.spec.ts --update-snapshots=all`.
 */

const BASELINES = path.resolve(import.meta.dirname, "baselines", "rendering");
const ISSUED = "2026-11-10T13:00:00Z";
const V1_FIXTURE = path.resolve(
  import.meta.dirname,
  "../src/features/proposals/document/fixtures/stored-results-2026.11.1.json",
);
// A card's pixel may differ by this much per channel (font hinting), and this share of pixels at most.
const PIXEL_TOLERANCE = 24;
const MAX_DIFFERENT_PIXELS = 0.002;
// The brand's logo, drawn by the page, the PDF and the card.
const LOGO = makePng(173, 61, (x) => [20, 90 + (x % 120), 200]);

/** Fixed proposals of one seller, with fixed links and issue dates; returns the links' tokens. */
async function fixedProposals(page: Page) {
  const owner = await createOwner({ label: "baseline", name: "Marina Souza" });
  await sql(`update "Settings" set name = 'Vértice Consórcios', "avatarWhite" = $1 where "accountId" = $2`, [
    `data:image/png;base64,${LOGO.toString("base64")}`,
    owner.accountId,
  ]);
  await new LoginPage(page).login(owner.email, owner.password);
  const drafts = {
    imovel: imovelDraft(),
    veiculo: veiculoDraft(),
    old: imovelDraft({ client: { name: "Carla Antiga", phone: "(11) 91234-0000" } }),
  };
  const tokens: Record<string, string> = {};
  for (const [name, draft] of Object.entries(drafts)) {
    const created = await postTrpc(page, "proposals.create", draft);
    const token = `baseline${name[0]!.toUpperCase()}${name.slice(1)}Proposta0001`;
    await sql(`update "Proposal" set "publicToken" = $1 where id = $2`, [token, created.id]);
    await sql(`update "ProposalVersion" set "createdAt" = $1::timestamptz where "proposalId" = $2`, [
      ISSUED,
      created.id,
    ]);
    tokens[name] = token;
  }
  // The first engine's stored shape: its results, and inputs without the later fields.
  const v1 = JSON.parse(fs.readFileSync(V1_FIXTURE, "utf8")) as { engineVersion: string; imovel: unknown };
  await sql(
    `update "ProposalVersion" v
        set "engineVersion" = $1,
            results = $2::jsonb,
            inputs = v.inputs - 'verdict' - 'administradora' - 'rateSources' - 'explore'
       from "Proposal" p
      where p.id = v."proposalId" and p."publicToken" = $3`,
    [v1.engineVersion, JSON.stringify(v1.imovel), tokens.old],
  );
  return { owner, tokens: { demo: DEMO_PROPOSAL.token, ...tokens } };
}

const MONTHS = "jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez";

/** What varies from one run or day to the next, made constant. */
function steady(text: string, replacements: Record<string, string>) {
  let out = text;
  for (const [from, to] of Object.entries(replacements)) out = out.split(from).join(to);
  return (
    out
      .replaceAll(/\d{2}\/\d{2}\/\d{4}/g, "DD/MM/AAAA")
      .replaceAll(/\b\d{2}:\d{2}\b/g, "HH:MM")
      .replaceAll(/\bhá \d+ (dias?|mês|meses|anos?)/g, "há TEMPO")
      // The seal's digest covers the issue time and the server's address printed beside it.
      .replaceAll(/SHA-256 do documento: [0-9a-f]{64}/g, "SHA-256 do documento: SHA")
      // The card's address carries the build's hash of the route.
      .replaceAll(/opengraph-image\?[0-9a-f]+/g, "opengraph-image?HASH")
      .replaceAll(new RegExp(`\\b(${MONTHS})\\.?(/|\\s(de\\s)?)\\d{2,4}\\b`, "gi"), "MÊS/AAAA")
      .replaceAll(/\s+\n/g, "\n")
  );
}

/** The page's main element as an indented tree of tag names and roles (no ids, classes or nonces). */
async function outline(page: Page) {
  return page.locator("main").evaluate((main) => {
    const lines: string[] = [];
    const walk = (element: Element, depth: number) => {
      const role = element.getAttribute("role");
      const label = element.getAttribute("aria-label");
      lines.push(
        `${"  ".repeat(depth)}${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ""}${label ? `[aria-label=${label}]` : ""}`,
      );
      for (const child of element.children) walk(child, depth + 1);
    };
    walk(main, 0);
    return lines.join("\n");
  });
}

function pdfText(bytes: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "baseline-pdf-"));
  try {
    const file = path.join(dir, "proposal.pdf");
    fs.writeFileSync(file, bytes);
    const pages = /\/Type\s*\/Pages\b[^>]*\/Count\s+(\d+)/.exec(bytes.toString("latin1"))?.[1];
    const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" });
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    return `pages: ${pages}\n${images}\n${text}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether to write the baselines (`-u`, or a baseline not yet committed) instead of comparing. */
function writing(file: string) {
  return test.info().config.updateSnapshots === "all" || !fs.existsSync(path.join(BASELINES, file));
}

function expectText(file: string, actual: string) {
  if (writing(file)) {
    fs.mkdirSync(BASELINES, { recursive: true });
    fs.writeFileSync(path.join(BASELINES, file), actual);
    return;
  }
  expect(actual, `differs from e2e/baselines/rendering/${file}`).toBe(
    fs.readFileSync(path.join(BASELINES, file), "utf8"),
  );
}

async function expectPixels(file: string, png: Buffer) {
  if (writing(file)) {
    fs.mkdirSync(BASELINES, { recursive: true });
    fs.writeFileSync(path.join(BASELINES, file), png);
    return;
  }
  const [actual, expected] = await Promise.all(
    [png, fs.readFileSync(path.join(BASELINES, file))].map((image) =>
      sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  expect([actual!.info.width, actual!.info.height]).toEqual([expected!.info.width, expected!.info.height]);
  let different = 0;
  for (let i = 0; i < actual!.data.length; i += 4) {
    for (let c = 0; c < 4; c += 1) {
      if (Math.abs(actual!.data[i + c]! - expected!.data[i + c]!) > PIXEL_TOLERANCE) {
        different += 1;
        break;
      }
    }
  }
  const pixels = actual!.info.width * actual!.info.height;
  expect(different / pixels, `${different} of ${pixels} pixels differ from ${file}`).toBeLessThanOrEqual(
    MAX_DIFFERENT_PIXELS,
  );
}

test("the public page, its PDF and its WhatsApp card render as in the baselines", async ({ page, newPage }) => {
  test.setTimeout(240_000);
  const { owner, tokens } = await fixedProposals(page);
  const client = await newPage();
  for (const [name, token] of Object.entries(tokens)) {
    // The seed's demo proposal is made today: its long date ("30 de novembro de 2026", São Paulo's day).
    const today = new Intl.DateTimeFormat("pt-BR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "America/Sao_Paulo",
    }).format(new Date());
    const replacements = {
      [BASE_URL]: "https://APP",
      [owner.email]: "SELLER@EMAIL",
      [owner.accountId]: "ACCOUNT",
      [today]: "DIA DE HOJE",
    };
    await client.goto(`/public/propostas/${token}`);
    await expect(client.locator("main h1").first()).toBeVisible();
    const meta = await client.evaluate(() =>
      [...document.head.querySelectorAll('title, meta[property^="og:"], meta[name="description"]')]
        .map((tag) =>
          tag.tagName === "TITLE"
            ? `title: ${tag.textContent}`
            : `${tag.getAttribute("property") ?? tag.getAttribute("name")}: ${tag.getAttribute("content")}`,
        )
        .join("\n"),
    );
    const text = await client.locator("main").innerText();
    expectText(`${name}.page.txt`, steady(`${meta}\n\n${text}\n\n${await outline(client)}\n`, replacements));

    const pdf = await client.request.get(`/public/propostas/${token}/pdf`);
    expect(pdf.status()).toBe(200);
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expectText(`${name}.pdf.txt`, steady(pdfText(bytes), replacements));

    const ogUrl = await client.locator('meta[property="og:image"]').getAttribute("content");
    const og = await client.request.get(ogUrl ?? "");
    expect(og.headers()["content-type"]).toBe("image/png");
    await expectPixels(`${name}.og.png`, await og.body());
  }
});
