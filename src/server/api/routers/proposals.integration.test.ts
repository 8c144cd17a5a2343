import { describe, expect, it } from "vitest";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel } from "~/features/simulators/engine";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft, veiculoDraft } from "~/test/proposal-fixtures";

const imovel = { ...IMOVEL_DEFAULT_PARAMS, scenarios: { ...IMOVEL_DEFAULT_PARAMS.scenarios } };
const veiculo = { ...VEICULO_DEFAULT_PARAMS, scenarios: { ...VEICULO_DEFAULT_PARAMS.scenarios } };

async function ownerCaller(options: Parameters<typeof makeAccount>[0] = {}) {
  const { account, owner } = await makeAccount(options);
  return { account, caller: callerFor(await signIn(owner)) };
}

// The engine runs on the server once, when a proposal is saved; the PDF and the public page read
// that snapshot. These check the run itself through proposals.create.
describe("proposals.create: the snapshot's engine run", () => {
  it("imóvel: the server runs the engine with the model's worked figures", async () => {
    const { caller } = await ownerCaller();
    const { snapshot } = await caller.proposals.create(imovelDraft());
    const results = snapshot.results;
    if (results.kind !== "imovel") throw new Error("kind");
    expect(results.comparison.consorcio.schedule.rows[0]?.instalment).toBeCloseTo(2795.45, 2);
    expect(results.comparison.consorcio.schedule.rows).toHaveLength(220);
    expect(results.comparison.sac.schedule.rows.at(-1)?.balance).toBeCloseTo(0, 6);
    expect(results.comparison).toEqual(JSON.parse(JSON.stringify(compareImovel(imovel))));
    const especial = results.modalities.find((m) => m.key === "especial50");
    expect(especial?.bidPct).toBeCloseTo(27.95, 2);
  });

  it("veículo: PRICE only, bidMode and scenarios default when omitted", async () => {
    const { caller } = await ownerCaller();
    const { scenarios: _s, bidMode: _b, ...withoutDefaults } = veiculo;
    const { snapshot } = await caller.proposals.create(
      veiculoDraft({ simulation: { kind: "veiculo", params: withoutDefaults } }),
    );
    const results = snapshot.results;
    if (results.kind !== "veiculo") throw new Error("kind");
    expect(results.comparison).not.toHaveProperty("sac");
    expect(results.comparison.consorcio.schedule.rows).toHaveLength(80);
    expect(results.comparison.scenarios.depreciation).not.toBeNull();
    expect(snapshot.inputs.params).toMatchObject({ bidMode: "reduzParcela" });
  });

  it("what each bid means uses the account's own modalities", async () => {
    const { account, caller } = await ownerCaller();
    const settings = await testDb.settings.findUniqueOrThrow({ where: { accountId: account.id } });
    const modalities = (settings.modalities as { key: string; percent: number }[]).map((m) =>
      m.key === "fixo" ? { ...m, percent: 30, title: "Fixo 30" } : m,
    );
    await testDb.settings.update({ where: { accountId: account.id }, data: { modalities } });

    const { snapshot } = await caller.proposals.create(imovelDraft());
    const fixo = snapshot.results.modalities.find((m) => m.key === "fixo");
    // The account's title and its statistic (the percent is never a bid size, simulation-model §2);
    // the fixed bid is the simulation's own `win` % of the credit at contemplation.
    expect(fixo).toMatchObject({ title: "Fixo 30", percent: 30, bidPct: imovel.win });
    expect(fixo?.bidValue).toBeCloseTo(
      (imovel.win / 100) * snapshot.results.comparison.consorcio.schedule.rows[49]!.credit,
      6,
    );
  });

  it("bad parameters answer BAD_REQUEST with pt-BR messages per field", async () => {
    const { caller } = await ownerCaller();
    const draft = imovelDraft({ simulation: { kind: "imovel", params: { ...imovel, value: 0, win: 99 } } });
    const error = await caller.proposals.create(draft).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    const issues = (error as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } }).cause?.issues ?? [];
    expect(issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["simulation.params.value", "O valor do crédito deve ser maior que zero e no máximo R$\u00a0100.000.000,00."],
      ["simulation.params.win", expect.stringContaining("lance")],
    ]);
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
