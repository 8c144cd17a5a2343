import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { proposalOgImage } from "../link/og-file";
import { loadProposalDocument } from "../link/load";

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of fs.readdirSync("/proc/self/task")) {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state is field 3, nice field 19.
    nices.set(Number(tid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
  }
  return nices;
}

// Linux only (the servers and CI): /proc, and the per-thread nice value.
describe("render workers", () => {
  it("run below the event loop's priority: the workers' threads are niced, the main thread is not", async () => {
    const { account } = await makeAccount();
    const seller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
    const created = await seller.proposals.create(imovelDraft());
    const proposal = (await loadProposalDocument(testDb, { token: created.publicToken }))!;
    await proposalOgImage(testDb, proposal);
    const nices = threadNices();
    expect(nices.get(process.pid)).toBe(0);
    expect([...nices.values()].filter((nice) => nice === 10).length).toBeGreaterThanOrEqual(1);
  });
});
