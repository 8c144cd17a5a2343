import { describe, expect, it } from "vitest";
import { DEFAULT_SECTIONS } from "~/features/settings";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft, veiculoDraft } from "~/test/proposal-fixtures";

// A new proposal's sections start from the seller's defaults for its kind (settings: isSelected for
// the scenarios, modalitiesSelected, monthTableSelected); an edit keeps the proposal's own.

async function team() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  return { account, owner: callerFor(await signIn(owner)), seller: callerFor(await signIn(seller)) };
}

describe("proposal sections from the seller's settings", () => {
  it("settings.update saves each kind's section defaults; create without sections uses them, per kind and per account", async () => {
    const { owner, seller } = await team();
    const saved = await owner.settings.update({
      veiculo: { isSelected: false, modalitiesSelected: false, monthTableSelected: true },
    });
    expect(saved.veiculo).toMatchObject({
      isSelected: false,
      modalitiesSelected: false,
      monthTableSelected: true,
      group: "all",
    });
    expect(saved.imovel).toMatchObject({ isSelected: true, modalitiesSelected: true, monthTableSelected: false });
    expect((await seller.settings.simulatorDefaults()).sections).toEqual({
      imovel: DEFAULT_SECTIONS,
      veiculo: { scenarios: false, modalities: false, monthTable: true },
    });

    const veiculo = await seller.proposals.create(veiculoDraft());
    expect(veiculo.snapshot.inputs.sections).toEqual({ scenarios: false, modalities: false, monthTable: true });
    const imovel = await seller.proposals.create(imovelDraft());
    expect(imovel.snapshot.inputs.sections).toEqual(DEFAULT_SECTIONS);

    // What the seller switched on the generator wins over the defaults.
    const chosen = await seller.proposals.create(
      veiculoDraft({ sections: { scenarios: true, modalities: true, monthTable: false } }),
    );
    expect(chosen.snapshot.inputs.sections).toEqual({ scenarios: true, modalities: true, monthTable: false });

    // Another account's defaults are its own.
    const other = await team();
    expect((await other.seller.proposals.create(veiculoDraft())).snapshot.inputs.sections).toEqual(DEFAULT_SECTIONS);
  });

  it("an edit without sections keeps the proposal's own, whatever the settings say now", async () => {
    const { owner, seller } = await team();
    const created = await seller.proposals.create(
      imovelDraft({ sections: { scenarios: false, modalities: true, monthTable: true } }),
    );
    await owner.settings.update({ imovel: { isSelected: true, modalitiesSelected: false, monthTableSelected: false } });
    const edited = await seller.proposals.update({
      id: created.id,
      ...imovelDraft({ client: { name: "Ana Cliente Souza" } }),
    });
    expect(edited.currentVersion).toBe(2);
    expect(edited.snapshot.inputs.sections).toEqual({ scenarios: false, modalities: true, monthTable: true });
  });

  it("settings saved before these fields existed fall back field by field; a wrong type is refused by name", async () => {
    const { account, owner } = await team();
    const row = await testDb.settings.findUniqueOrThrow({ where: { accountId: account.id } });
    const { modalitiesSelected: _m, monthTableSelected: _t, ...old } = row.imovelDefaults as Record<string, unknown>;
    await testDb.settings.update({
      where: { accountId: account.id },
      data: { imovelDefaults: { ...old, isSelected: false, monthTableSelected: "sim" } },
    });
    expect((await owner.settings.get()).imovel).toMatchObject({
      isSelected: false,
      modalitiesSelected: true,
      monthTableSelected: false,
    });
    expect((await owner.settings.simulatorDefaults()).sections.imovel).toEqual({
      scenarios: false,
      modalities: true,
      monthTable: false,
    });

    const error = await owner.settings
      .update({ imovel: { monthTableSelected: "sim" as unknown as boolean } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    const issues = (error as { cause: { issues: { path: PropertyKey[]; message: string }[] } }).cause.issues;
    expect(issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["imovel.monthTableSelected", "Informe se a tabela mês a mês entra na proposta."],
    ]);
  });
});
