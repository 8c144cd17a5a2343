import type { Page } from "@playwright/test";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createOwner, type TestUser } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { checkedScreenshot, expect, SCREENSHOT_DIR, test, VIEWPORTS, shoot } from "./fixtures";
import { postTrpc } from "./pages/trpc";

// The client explores the public proposal at 390 px: the bid moves the figures, the odds curve and
// its median, with a pointer and with the keyboard only; "Quero esta opção", sent by keyboard, reaches
// the seller's timeline, and the seller makes it the proposal's next version.

const GROUP = "Grupo E2E 77";
// Twelve assemblies of ~1 200 cotas; the lowest winning bids run from 32 % to 55 %.
const LOWEST = [42.5, 38, 55, null, 47.2, 35.5, 40, 51, 44.8, 32, 39.9, 46];

const YEAR = new Date().getUTCFullYear() - 1;

/** The assemblies of `lowest` (LOWEST's twelve by default) as the group's history, read on 20/12 of last year. */
async function recordHistory(seller: Page, name: string, lowest: ReadonlyArray<number | null> = LOWEST) {
  await postTrpc(seller, "groups.save", {
    name,
    source: "extrato da administradora",
    readOn: `${YEAR}-12-20`,
    assemblies: lowest.map((bid, i) => ({
      date: `${YEAR}-${String(i + 1).padStart(2, "0")}-15`,
      activeCotas: 1240 - i * 6,
      drawWinners: 1 + (i % 2),
      bidWinners: bid === null ? 0 : 3,
      lowestWinningBidPct: bid,
    })),
  });
}

/** A seller with a recorded group history and a proposal of that group whose client may move the bid from 0 to 60 %. */
async function sellerWithProposal(
  seller: Page,
  lowest: ReadonlyArray<number | null> = LOWEST,
): Promise<{ owner: TestUser; token: string; clientId: string }> {
  const owner = await createOwner({ label: "explore" });
  await new LoginPage(seller).login(owner.email, owner.password);
  await recordHistory(seller, GROUP, lowest);
  const created = await postTrpc(seller, "proposals.create", {
    ...imovelDraft({ group: GROUP }),
    explore: { bidMinPct: 0, bidMaxPct: 60, termMin: null, termMax: null },
  });
  return { owner, token: String(created.publicToken), clientId: String(created.clientId) };
}

test.use({ viewport: VIEWPORTS.phone });

test("the client moves the bid at 390 px (pointer and keyboard only); the choice becomes the seller's next version", async ({
  page,
  newPage,
}) => {
  const seller = await newPage({ viewport: VIEWPORTS.desktop });
  const { token, clientId } = await sellerWithProposal(seller);

  await page.goto(`/public/propostas/${token}`);
  const explore = page.getByTestId("explore");
  await expect(explore.getByRole("heading", { name: "Simule seu lance" })).toBeVisible();
  const bid = explore.getByLabel("Lance (% do crédito)");
  await expect(bid).toHaveValue("20");
  await expect(explore.getByTestId("explore-bid-echo")).toContainText("20,00 % do crédito");
  // The proposal's 20 % won no recorded assembly: the draw alone, no median within the term.
  await expect(explore.getByTestId("odds-median")).toHaveText("Menos de 50 % de chance até o mês 220.");
  await expect(explore.getByText("Não há garantia de data de contemplação.")).toBeVisible();
  await expect(explore.getByTestId("odds-source")).toContainText("Fonte: extrato da administradora");
  await expect(explore.getByTestId("odds-source")).toContainText("12 assembleia(s) usada(s)");
  const after = await explore.getByTestId("explore-after").textContent();
  const curve = await explore.getByTestId("odds-curve").locator("path").nth(1).getAttribute("d");

  // 45 %: the bid reaches 7 of the 11 recorded lowest bids (42,5 38 35,5 40 44,8 32 39,9); smoothed, k = 6,85 of 13: p ≈ 0,527 in month 1.
  await bid.fill("45");
  await expect(explore.getByTestId("explore-bid-echo")).toContainText("45,00 % do crédito");
  await expect(explore.getByTestId("odds-median")).toHaveText("53 % de chance já na próxima assembleia.");
  await expect(explore.getByTestId("odds-recorded")).toHaveText(
    "Menor lance vencedor: entre 32,0 % e 55,0 % em 11 das 12 assembleias (as outras sem lance vencedor registrado); este lance o teria alcançado em 7 delas.",
  );
  await expect(explore.getByTestId("odds-short")).toHaveCount(0);
  await expect(explore.getByTestId("explore-after")).not.toHaveText(after ?? "");
  expect(await explore.getByTestId("odds-curve").locator("path").nth(1).getAttribute("d")).not.toBe(curve);
  // One net figure: the rent an earlier contemplation spares is inside it, not a second sum beside it.
  await expect(explore.getByTestId("explore-verdict")).toContainText(
    "contemplado no mês 1 (em vez do mês 50 da simulação",
  );
  await checkedScreenshot(page, "explore-390-bid-45");

  // Keyboard only: Tab reaches the slider, the arrows move it a tenth of a point at a time, the field
  // beside it takes a typed bid; the figures and the curve follow each change, and the choice goes to
  // the seller with Tab, typing and Enter.
  await page.goto(`/public/propostas/${token}`);
  const focused = () => page.evaluate(() => document.activeElement?.id ?? "");
  const tabTo = async (id: string) => {
    for (let tabs = 0; tabs < 120 && (await focused()) !== id; tabs++) await page.keyboard.press("Tab");
    expect(await focused()).toBe(id);
  };
  const curveNow = () => explore.getByTestId("odds-curve").locator("path").nth(1).getAttribute("d");
  await tabTo("explore-bid");
  for (let k = 0; k < 10; k++) await page.keyboard.press("ArrowRight");
  await expect(bid).toHaveValue("21");
  await expect(explore.getByTestId("explore-bid-echo")).toContainText("21,00 % do crédito");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("explore-bid-typed");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("35");
  await expect(bid).toHaveValue("35");
  await expect(explore.getByTestId("explore-bid-echo")).toContainText("35,00 % do crédito");
  // 35 % reaches one recorded bid (32 %), smoothed k = 1,55 of 13: p ≈ 0,120; 50 % of chance by month 6.
  await expect(explore.getByTestId("odds-median")).toHaveText("50 % de chance até o mês 6.");
  await expect(explore.getByTestId("explore-after")).not.toHaveText(after ?? "");
  const curveAt35 = await curveNow();
  expect(curveAt35).not.toBe(curve);
  const afterAt35 = await explore.getByTestId("explore-after").textContent();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("45");
  await expect(bid).toHaveValue("45");
  await expect(explore.getByTestId("odds-median")).toHaveText("53 % de chance já na próxima assembleia.");
  await expect(explore.getByTestId("explore-after")).not.toHaveText(afterAt35 ?? "");
  expect(await curveNow()).not.toBe(curveAt35);

  const choose = explore.getByRole("form", { name: "Quero esta opção" });
  await tabTo("variant-name");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Ana Cliente");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("variant-phone");
  await page.keyboard.type("11987654321");
  await page.keyboard.press("Tab");
  await expect(choose.getByRole("button", { name: "Quero esta opção" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(explore.getByTestId("variant-sent")).toBeVisible();

  // The seller: the answer with its parameters, one click to version 2, the client's timeline.
  await seller.goto("/propostas/clients-proposal");
  const row = seller.getByTestId("response-row").filter({ hasText: "Quero esta opção: lance de 45 % do crédito" });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Criar versão com esta opção" }).click();
  await expect(seller.getByText("Versão 2 criada com a opção do cliente.")).toBeVisible();
  await seller.goto(`/propostas/clients/${clientId}`);
  await expect(seller.getByText(/Quero esta opção: lance de 45\s% do crédito/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Versão 2 ·/)).toBeVisible();
  await expect(explore.getByLabel("Lance (% do crédito)")).toHaveValue("45");
});

test('the bid dragged to its top on a six-assembly history: no "100 %" anywhere in the section, the cap and the short history said', async ({
  page,
  newPage,
}) => {
  const seller = await newPage({ viewport: VIEWPORTS.desktop });
  // The client's example: six assemblies whose lowest winning bids run from 35,1 % to 44,0 %.
  const { token } = await sellerWithProposal(seller, [35.1, 36.9, 38.2, 40.5, 42.7, 44]);
  await page.goto(`/public/propostas/${token}`);
  const explore = page.getByTestId("explore");
  const bid = explore.getByLabel("Lance (% do crédito)");
  await expect(bid).toHaveValue("20");

  // A pointer drag from the slider's middle past its right end (the mouse works in the viewport: scroll to it first).
  await bid.scrollIntoViewIfNeeded();
  // Once the blocks around it have been drawn after the jump and the page holds still (hover waits
  // for the slider to be stable and to be what the pointer hits).
  await bid.hover();
  const box = await bid.boundingBox();
  if (!box) throw new Error("the bid slider has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width + 60, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(bid).toHaveValue("60");
  await expect(explore.getByTestId("explore-bid-echo")).toContainText("60,00 % do crédito");
  // k = 6 reached of n + 1 = 7: 86 % per assembly, never a sure thing.
  await expect(explore.getByTestId("odds-median")).toHaveText("86 % de chance já na próxima assembleia.");
  await expect(explore.getByTestId("odds-table")).toContainText("mais de 95 %");
  await expect(explore.getByTestId("odds-recorded")).toContainText(
    "Menor lance vencedor: entre 35,1 % e 44,0 % nas 6 assembleias; este lance o teria alcançado em todas as 6.",
  );
  await expect(explore.getByTestId("odds-short")).toHaveText(
    "Histórico curto (6 assembleias; o ideal são 12 ou mais): a faixa de incerteza é larga.",
  );
  await expect(explore.getByText("Não há garantia de data de contemplação.")).toBeVisible();
  const said =
    `${await explore.textContent()} ${await explore.getByTestId("odds-curve").getAttribute("aria-label")}`.replace(
      /\u00a0/g,
      " ",
    );
  expect(said).not.toContain("100 %");
  await checkedScreenshot(page, "explore-390-bid-top");
  await shoot(explore.getByTestId("odds-panel"), { path: `${SCREENSHOT_DIR}/odds-panel-390-bid-top.png` });

  // The recorded 35,1 % can be chosen exactly, typed beside the slider.
  await explore.getByLabel("Lance digitado, em % do crédito").fill("35.1");
  await expect(bid).toHaveValue("35.1");
  await expect(explore.getByTestId("odds-recorded")).toContainText("este lance o teria alcançado em uma delas.");
  await expect(explore.getByTestId("odds-median")).toHaveText("50 % de chance até o mês 6.");
});

test("no odds at all when the proposal's group has no history", async ({ page, newPage }) => {
  const seller = await newPage({ viewport: VIEWPORTS.desktop });
  const owner = await createOwner({ label: "explore-none" });
  await new LoginPage(seller).login(owner.email, owner.password);
  const created = await postTrpc(seller, "proposals.create", imovelDraft({ group: "Grupo sem histórico" }));
  await page.goto(`/public/propostas/${String(created.publicToken)}`);
  await expect(page.getByRole("heading", { name: "Simule seu lance" })).toBeVisible();
  await expect(page.getByTestId("odds-panel")).toHaveCount(0);
  await expect(page.getByText("Não há garantia de data de contemplação.")).toHaveCount(0);
});

test("the seller pastes a statement's table, previews it, is told what is wrong in pt-BR and saves", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const owner = await createOwner({ label: "explore-groups" });
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/grupos");
  await page.getByRole("button", { name: "Registrar grupo" }).click();
  const form = page.getByTestId("group-history-form");
  await form.getByLabel("Grupo (como na proposta)").fill("Grupo 1234");
  await form.getByLabel("Lida em").fill("2026-01-20");
  await form
    .getByLabel(/^Colunas:/)
    .fill(
      "Data;Cotas;Sorteio;Lance;Menor lance\n10/10/2025;1.250;2;3;38,5 %\n10/11/2025;1.248;1;0;-\n10/12/2025;1.240;1;1250;40",
    );
  await form.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(form.getByTestId("paste-preview")).toContainText("3 assembleia(s) lida(s)");
  await expect(form.getByTestId("preview-rows")).toContainText("10/10/2025");
  await checkedScreenshot(page, "groups-paste-preview-1280");
  await form.getByRole("button", { name: "Usar 3 linha(s)" }).click();
  await form.getByRole("button", { name: "Salvar histórico" }).click();
  await expect(
    form.getByText("Os contemplados (sorteio + lance) não podem passar das cotas ativas aptas."),
  ).toBeVisible();
  await form.getByLabel("Contemplados por lance, assembleia 3").fill("2");
  await form.getByRole("button", { name: "Salvar histórico" }).click();
  await expect(page.getByTestId("group-histories")).toContainText("Grupo 1234");
  await expect(page.getByTestId("group-histories")).toContainText("3 (mínimo 6 para as chances)");
  await page.setViewportSize(VIEWPORTS.phone);
  await checkedScreenshot(page, "groups-list-390");
});

test("the generator's Grupo field says whether the group has a recorded history, with the way to record one", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const owner = await createOwner({ label: "explore-hint" });
  await new LoginPage(page).login(owner.email, owner.password);
  await recordHistory(page, "Grupo 55");
  await page.goto("/propostas/generate");
  const group = page.getByLabel("Grupo", { exact: true });
  const hint = page.getByTestId("group-history-hint");
  await expect(hint).toContainText("Vazio: todos os grupos, sem chances de contemplação.");
  // The match ignores case and the spaces around the name, as the public page's does.
  await group.fill(" grupo 55 ");
  await expect(hint).toContainText(`Histórico: 12 assembleias (extrato da administradora, lido em 20/12/${YEAR}).`);
  await expect(group).toHaveAccessibleDescription(/Histórico: 12 assembleias/);
  await group.fill("Grupo 999");
  await expect(hint).toContainText("Sem histórico registrado — a proposta não mostrará chances.");
  await checkedScreenshot(page, "generator-group-hint-1280", { fullPage: false });
  await hint.getByRole("link", { name: "Histórico dos grupos" }).click();
  await page.waitForURL("**/propostas/grupos");
  await expect(page.getByTestId("group-histories")).toContainText("Grupo 55");
});
