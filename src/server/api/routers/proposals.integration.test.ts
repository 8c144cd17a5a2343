import { describe, expect, it } from "vitest";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel } from "~/features/simulators/engine";
import { callerFor, testDb } from "~/test/db";

const imovel = { ...IMOVEL_DEFAULT_PARAMS, scenarios: { ...IMOVEL_DEFAULT_PARAMS.scenarios } };
const veiculo = { ...VEICULO_DEFAULT_PARAMS, scenarios: { ...VEICULO_DEFAULT_PARAMS.scenarios } };

async function ownerCaller(options: Parameters<typeof makeAccount>[0] = {}) {
  const { account, owner } = await makeAccount(options);
  return { account, caller: callerFor(await signIn(owner)) };
}

describe("proposals.simulate", () => {
  it("imóvel: the server runs the engine with the model's worked figures", async () => {
    const { caller } = await ownerCaller();
    const result = await caller.proposals.simulate({ kind: "imovel", params: imovel });
    expect(result.kind).toBe("imovel");
    if (result.kind !== "imovel") throw new Error("kind");
    expect(result.comparison.consorcio.schedule.rows[0]?.instalment).toBeCloseTo(2795.45, 2);
    expect(result.comparison.consorcio.schedule.rows).toHaveLength(220);
    expect(result.comparison.sac.schedule.rows.at(-1)?.balance).toBeCloseTo(0, 6);
    expect(result.comparison).toEqual(compareImovel(imovel));
    const especial = result.modalities.find((m) => m.key === "especial50");
    expect(especial?.bidPct).toBeCloseTo(27.95, 2);
  });

  it("veículo: PRICE only, bidMode and scenarios default when omitted", async () => {
    const { caller } = await ownerCaller();
    const { scenarios: _s, bidMode: _b, ...withoutDefaults } = veiculo;
    const result = await caller.proposals.simulate({ kind: "veiculo", params: withoutDefaults });
    if (result.kind !== "veiculo") throw new Error("kind");
    expect(result.comparison).not.toHaveProperty("sac");
    expect(result.comparison.consorcio.schedule.rows).toHaveLength(80);
    expect(result.comparison.scenarios.depreciation).not.toBeNull();
  });

  it("what each bid means uses the account's own modalities", async () => {
    const { account, caller } = await ownerCaller();
    const settings = await testDb.settings.findUniqueOrThrow({ where: { accountId: account.id } });
    const modalities = (settings.modalities as { key: string; percent: number }[]).map((m) => (m.key === "fixo" ? { ...m, percent: 30, title: "Fixo 30" } : m));
    await testDb.settings.update({ where: { accountId: account.id }, data: { modalities } });

    const result = await caller.proposals.simulate({ kind: "imovel", params: imovel });
    const fixo = result.modalities.find((m) => m.key === "fixo");
    // The account's title and its statistic (the percent is never a bid size, simulation-model §2);
    // the fixed bid is the simulation's own `win` % of the credit at contemplation.
    expect(fixo).toMatchObject({ title: "Fixo 30", percent: 30, bidPct: imovel.win });
    expect(fixo?.bidValue).toBeCloseTo((imovel.win / 100) * result.comparison.consorcio.schedule.rows[49]!.credit, 6);
  });

  it("bad parameters answer BAD_REQUEST with pt-BR messages per field", async () => {
    const { caller } = await ownerCaller();
    const error = await caller.proposals.simulate({ kind: "imovel", params: { ...imovel, value: 0, win: 99 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    const issues = (error as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } }).cause?.issues ?? [];
    expect(issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["params.value", "O valor do crédito deve ser maior que zero e no máximo R$ 100.000.000,00."],
      ["params.win", expect.stringContaining("lance")],
    ]);
  });

  it("needs a paid account and a session", async () => {
    const { caller } = await ownerCaller({ status: "PENDING_PAYMENT" });
    await expect(caller.proposals.simulate({ kind: "imovel", params: imovel })).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
    await expect(callerFor(null).proposals.simulate({ kind: "imovel", params: imovel })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("settings.simulatorDefaults", () => {
  it("answers the account's own saved defaults, never another account's", async () => {
    const a = await ownerCaller();
    const b = await ownerCaller();
    const saved = await testDb.settings.findUniqueOrThrow({ where: { accountId: a.account.id } });
    await testDb.settings.update({
      where: { accountId: a.account.id },
      data: { imovelDefaults: { ...(saved.imovelDefaults as object), value: 750_000, bidMode: "reduzPrazo" } },
    });

    const mine = await a.caller.settings.simulatorDefaults();
    expect(mine.imovel).toMatchObject({ value: 750_000, bidMode: "reduzPrazo", prazo: 220 });
    const theirs = await b.caller.settings.simulatorDefaults();
    expect(theirs.imovel).toEqual(imovel);
    expect(theirs.veiculo).toEqual(veiculo);
    expect(theirs.modalities).toHaveLength(6);
  });
});
