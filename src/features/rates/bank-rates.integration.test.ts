import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb, uniq } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { IMOVEL_DEFAULT_PARAMS } from "~/features/simulators/engine";
import { monthlyFromAnnualPct } from "./compare";

// The banks' rates are an /admin table with the day each was checked; the simulators read
// them (and the BCB's latest series) as presets.

async function callers() {
  const { account } = await makeAccount();
  const admin = callerFor(await signIn(await makeUser(account.id, "ADMIN")));
  const seller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
  return { admin, seller };
}

const fieldErrors = (error: unknown) => JSON.stringify((error as TRPCError).cause ?? error);

describe("bank rates", () => {
  it("the admin adds, corrects (same bank and kind) and removes a rate; the simulators' presets follow", async () => {
    const { admin, seller } = await callers();
    const bank = `Banco ${uniq()}`;
    const saved = await admin.admin.saveBankRate({
      bank,
      kind: "imovel",
      annualRatePct: 11.19,
      checkedAt: "2025-11-20",
      sourceUrl: "https://banco.example/imovel",
    });
    expect(saved).toMatchObject({
      bank,
      kind: "imovel",
      annualRatePct: 11.19,
      sourceUrl: "https://banco.example/imovel",
    });
    expect(saved.checkedAt.toISOString()).toBe("2025-11-20T00:00:00.000Z");

    const corrected = await admin.admin.saveBankRate({
      bank,
      kind: "imovel",
      annualRatePct: 10.99,
      checkedAt: "2025-11-24",
      sourceUrl: "",
    });
    expect(corrected.id).toBe(saved.id);
    await admin.admin.saveBankRate({ bank, kind: "veiculo", annualRatePct: 22.5, checkedAt: "2025-11-24" });

    const presets = await seller.rates.presets();
    const mine = presets.banks.filter((b) => b.bank === bank);
    expect(mine.map((b) => [b.kind, b.annualRatePct, b.checkedAt.toISOString().slice(0, 10), b.sourceUrl])).toEqual([
      ["imovel", 10.99, "2025-11-24", null],
      ["veiculo", 22.5, "2025-11-24", null],
    ]);

    await admin.admin.deleteBankRate({ id: saved.id });
    expect((await admin.admin.bankRates()).some((b) => b.id === saved.id)).toBe(false);
    const again = await admin.admin.deleteBankRate({ id: saved.id }).catch((e: unknown) => e);
    expect((again as TRPCError).code).toBe("NOT_FOUND");
  });

  it("presets carry the BCB's latest value of each series with its reference date and source", async () => {
    const { seller } = await callers();
    await testDb.officialRate.upsert({
      where: { series_refDate: { series: "tr", refDate: new Date("2099-01-01T00:00:00Z") } },
      create: {
        series: "tr",
        refDate: new Date("2099-01-01T00:00:00Z"),
        value: 0.1702,
        unit: "% a.m.",
        fetchedAt: new Date(),
      },
      update: {},
    });
    const tr = (await seller.rates.presets()).official.find((o) => o.series === "tr");
    expect(tr).toEqual({
      series: "tr",
      label: "TR",
      value: 0.1702,
      unit: "% a.m.",
      refDate: new Date("2099-01-01T00:00:00Z"),
      twelveMonthsPct: null,
      source: "BCB",
    });
    await testDb.officialRate.delete({
      where: { series_refDate: { series: "tr", refDate: new Date("2099-01-01T00:00:00Z") } },
    });
  });

  it("a proposal saves each rate it uses with its source and date: a bank preset by name, a typed rate as typed", async () => {
    const { admin } = await callers();
    const bank = `Banco ${uniq()}`;
    // 37,5 % a.a.: a rate no other test's bank has, so the attribution is this bank's.
    const saved = await admin.admin.saveBankRate({
      bank,
      kind: "imovel",
      annualRatePct: 37.5,
      checkedAt: "2025-11-21",
    });
    const { account } = await makeAccount();
    const seller = callerFor(await signIn(await makeUser(account.id, "OWNER")));
    const priceJuros = Number(monthlyFromAnnualPct(37.5).toFixed(4));
    const proposal = await seller.proposals.create(
      imovelDraft({ simulation: { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros } } }),
    );
    const sources = (await seller.proposals.get({ id: proposal.id })).snapshot.inputs.rateSources;
    expect(sources).toContain(
      `Juros do PRICE ${priceJuros.toLocaleString("pt-BR", { maximumFractionDigits: 4 })}\u00a0%\u00a0a.m.: ${bank}, a partir de 37,5\u00a0%\u00a0a.a., conferida em 21/11/2025`,
    );
    expect(sources).toContain("Juros do SAC 2\u00a0%\u00a0a.m.: informada pelo vendedor");
    // Kept as saved: removing the bank's rate later changes nothing in the proposal.
    await admin.admin.deleteBankRate({ id: saved.id });
    expect((await seller.proposals.get({ id: proposal.id })).snapshot.inputs.rateSources).toEqual(sources);
  });

  it.each([
    ["no bank", { bank: "", kind: "imovel", annualRatePct: 10, checkedAt: "2025-11-20" }, "Informe o banco."],
    [
      "a zero rate",
      { bank: "Caixa", kind: "imovel", annualRatePct: 0, checkedAt: "2025-11-20" },
      "A taxa deve ser maior que zero.",
    ],
    [
      "an absurd rate",
      { bank: "Caixa", kind: "imovel", annualRatePct: 95, checkedAt: "2025-11-20" },
      "Taxa acima de 60\u00a0%\u00a0a.a.: confira o valor digitado.",
    ],
    [
      "no date",
      { bank: "Caixa", kind: "imovel", annualRatePct: 10, checkedAt: "" },
      "Informe a data em que a taxa foi conferida.",
    ],
    [
      "a page that is not a web address",
      { bank: "Caixa", kind: "imovel", annualRatePct: 10, checkedAt: "2025-11-20", sourceUrl: "javascript:alert(1)" },
      "Informe o endereço da página do banco (https://…).",
    ],
    [
      "a date in the future",
      { bank: "Caixa", kind: "imovel", annualRatePct: 10, checkedAt: "2999-01-01" },
      "A data de conferência não pode estar no futuro.",
    ],
  ] as const)("refuses %s, in pt-BR", async (_label, input, message) => {
    const { admin } = await callers();
    const error = await admin.admin.saveBankRate(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(fieldErrors(error) + (error as TRPCError).message).toContain(message);
  });

  it("only the admin edits the table; a seller gets FORBIDDEN, a visitor UNAUTHORIZED", async () => {
    const { seller } = await callers();
    const forbidden = await seller.admin
      .saveBankRate({ bank: "Caixa", kind: "imovel", annualRatePct: 10, checkedAt: "2025-11-20" })
      .catch((e: unknown) => e);
    expect((forbidden as TRPCError).code).toBe("FORBIDDEN");
    const anonymous = await callerFor(null)
      .rates.presets()
      .catch((e: unknown) => e);
    expect((anonymous as TRPCError).code).toBe("UNAUTHORIZED");
  });
});
