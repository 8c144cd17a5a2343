import { describe, expect, it } from "vitest";
import { historyForGroup } from "~/features/groups/server";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";

const assemblies = [
  { date: "2026-01-10", activeCotas: 300, drawWinners: 1, bidWinners: 2, lowestWinningBidPct: 38.5 },
  { date: "2026-02-10", activeCotas: 298, drawWinners: 1, bidWinners: 0, lowestWinningBidPct: null },
];
const history = { name: "Grupo 1234", source: "extrato da administradora", readOn: "2026-02-20", assemblies };

async function sellerCaller() {
  const { account, owner } = await makeAccount();
  return { account, caller: callerFor(await signIn(owner)) };
}

describe("groups router", () => {
  it("saves, lists, reads and replaces a group's assemblies; the proposal's group finds it by name", async () => {
    const { account, caller } = await sellerCaller();
    const saved = await caller.groups.save(history);
    expect(saved).toMatchObject({ name: "Grupo 1234", readOn: "2026-02-20", assemblies });
    expect(await caller.groups.list()).toMatchObject([
      { id: saved.id, assemblyCount: 2, lastAssembly: { number: null, date: "2026-02-10" } },
    ]);
    const replaced = await caller.groups.save({ ...history, id: saved.id, assemblies: assemblies.slice(1) });
    expect(replaced.assemblies).toEqual(assemblies.slice(1).map((a) => ({ number: null, ...a })));
    expect(await historyForGroup(testDb, account.id, "  grupo 1234 ")).toMatchObject({
      source: "extrato da administradora",
      assemblies: assemblies.slice(1),
    });
    expect(await historyForGroup(testDb, account.id, "all")).toBeNull();
  });

  it("keeps assemblies keyed by their number, their date or both, in the statement's order; the odds count them", async () => {
    const { account, caller } = await sellerCaller();
    const numbered = [106, 101, 102, 103, 104, 105].map((number, i) => ({
      number,
      ...(i === 1 ? { date: "2026-01-10" } : {}),
      activeCotas: 300,
      drawWinners: 1,
      bidWinners: 2,
      lowestWinningBidPct: 30 + i,
    }));
    const saved = await caller.groups.save({ ...history, name: "Grupo 55", assemblies: numbered });
    expect(saved.assemblies.map((a) => [a.number, a.date])).toEqual([
      [101, "2026-01-10"],
      [102, null],
      [103, null],
      [104, null],
      [105, null],
      [106, null],
    ]);
    expect(await caller.groups.list()).toMatchObject([
      { name: "Grupo 55", assemblyCount: 6, lastAssembly: { number: 106, date: null } },
    ]);
    const odds = await historyForGroup(testDb, account.id, "Grupo 55");
    expect(odds?.assemblies.map((a) => a.date)).toEqual([
      "2026-01-10",
      "nº 102",
      "nº 103",
      "nº 104",
      "nº 105",
      "nº 106",
    ]);
    // An assembly with neither is refused with the form's message, nothing saved.
    await expect(
      caller.groups.save({
        ...history,
        name: "Grupo 56",
        assemblies: [{ activeCotas: 300, drawWinners: 1, bidWinners: 0, lowestWinningBidPct: null }],
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Informe o número ou a data da assembleia."),
    });
    expect(await caller.groups.list()).toHaveLength(1);
  });

  it("refuses a second history for the same group with a message, keeping the first", async () => {
    const { caller } = await sellerCaller();
    await caller.groups.save(history);
    await expect(
      caller.groups.save({ ...history, name: "GRUPO 1234", assemblies: assemblies.slice(1) }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await caller.groups.list())[0]?.assemblyCount).toBe(2);
  });

  it("refuses bad rows with the field's pt-BR message and saves nothing", async () => {
    const { caller } = await sellerCaller();
    await expect(
      caller.groups.save({
        ...history,
        assemblies: [
          { date: "2026-01-10", activeCotas: 300, drawWinners: 299, bidWinners: 2, lowestWinningBidPct: 38.5 },
        ],
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("não podem passar das cotas ativas aptas"),
    });
    expect(await caller.groups.list()).toEqual([]);
  });

  it("answers NOT_FOUND for another account's history: read, replace and delete", async () => {
    const mine = await sellerCaller();
    const other = await sellerCaller();
    const theirs = await other.caller.groups.save(history);
    await expect(mine.caller.groups.get({ id: theirs.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(mine.caller.groups.save({ ...history, id: theirs.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(mine.caller.groups.delete({ id: theirs.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await mine.caller.groups.list()).toEqual([]);
    expect((await other.caller.groups.get({ id: theirs.id })).assemblies).toHaveLength(2);
    expect(await historyForGroup(testDb, mine.account.id, "Grupo 1234")).toBeNull();
  });

  it("lets a seller of the account record histories too", async () => {
    const { account } = await makeAccount();
    const seller = await makeUser(account.id, "SELLER");
    await expect(callerFor(await signIn(seller)).groups.save(history)).resolves.toMatchObject({ name: "Grupo 1234" });
  });
});
