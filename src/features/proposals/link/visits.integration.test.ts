import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { SIGNALS_PER_DAY } from "~/features/clients/timeline/signals";
import { countPdfDownload, countVisit } from "./visits";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";

describe("countVisit's 30-minute window", () => {
  it("does not restart at midnight in São Paulo, and stores no address, only a per-day hash", async () => {
    const { account } = await makeAccount({ plan: "five_users" });
    const seller = await makeUser(account.id, "SELLER");
    const sellerCaller = callerFor(await signIn(seller));
    const proposal = await sellerCaller.proposals.create(imovelDraft({ client: { name: "Ana Cliente" } }));
    const ip = uniqueIp();
    const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: ip, "user-agent": PHONE, "sec-fetch-site": "same-origin" });
    // São Paulo is UTC−3: 23:50 on 20 November there is 02:50 UTC on the 21st.
    const saoPaulo = (time: string, day = 21) => new Date(`2026-11-${day}T${time}:00Z`);
    const visit = (at: Date) => countVisit(proposal.publicToken, headers, async () => null, { now: at });
    const views = async () => (await sellerCaller.proposals.get({ id: proposal.id })).viewCount;

    const stored = async () =>
      (await testDb.proposalVisitor.findMany({ where: { proposalId: proposal.id } })).map((row) => row.visitor);
    expect(await visit(saoPaulo("02:50"))).toBe(true); // 23:50
    const [firstDay] = await stored();
    expect(await visit(saoPaulo("03:10"))).toBe(false); // 00:10 the next day: 20 minutes later
    expect(await visit(saoPaulo("03:19"))).toBe(false); // 00:19: 29 minutes later
    expect(await views()).toBe(1);
    expect(await visit(saoPaulo("03:21"))).toBe(true); // 00:21: 31 minutes after the first view
    expect(await visit(saoPaulo("03:40"))).toBe(false); // 00:40: 19 minutes after the second
    expect(await views()).toBe(2);

    // The rows hold neither the address nor the user agent, and the two days' hashes differ (unlinkable).
    const [secondDay] = await stored();
    for (const visitor of [firstDay, secondDay]) {
      expect(visitor).toMatch(/^[\w-]{32}$/);
      expect(visitor).not.toContain(ip);
    }
    expect(secondDay).not.toBe(firstDay);
  });
});

describe("public PDF downloads on the client's timeline", () => {
  it(
    "1 500 rapid downloads from one visitor write one event; another visitor, or the next window, one more",
    { timeout: 120_000 },
    async () => {
      const { account } = await makeAccount({ plan: "five_users" });
      const sellerCaller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
      const proposal = await sellerCaller.proposals.create(
        imovelDraft({ client: { name: "Ana Cliente", phone: "(11) 98765-4321" } }),
      );
      const events = () => testDb.clientEvent.count({ where: { clientId: proposal.clientId, kind: "pdf" } });
      const start = new Date("2026-11-21T15:00:00Z");
      const download = (ip: string, at = start, userAgent = PHONE) =>
        countPdfDownload(
          proposal.publicToken,
          account.id,
          new Headers({ [SOCKET_ADDRESS_HEADER]: ip, "user-agent": userAgent }),
          async () => null,
          { now: at },
        );

      const ip = uniqueIp();
      for (let i = 0; i < 15; i += 1) await Promise.all(Array.from({ length: 100 }, () => download(ip)));
      expect(await events()).toBe(1);
      // Another visitor (another address) is another event; the same one 31 minutes later too.
      expect(await download(uniqueIp())).toBe(true);
      expect(await download(uniqueIp(), new Date(start.getTime() + 31 * 60_000))).toBe(true);
      expect(await events()).toBe(3);
      // The seller's own account downloading is never a signal.
      expect(
        await countPdfDownload(
          proposal.publicToken,
          account.id,
          new Headers({ [SOCKET_ADDRESS_HEADER]: uniqueIp(), "user-agent": PHONE }),
          async () => account.id,
        ),
      ).toBe(false);
      expect(await events()).toBe(3);
    },
  );

  it(
    "however many visitors, a client gets at most SIGNALS_PER_DAY view and PDF events a day",
    { timeout: 120_000 },
    async () => {
      const { account } = await makeAccount({ plan: "five_users" });
      const sellerCaller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
      const proposal = await sellerCaller.proposals.create(
        imovelDraft({ client: { name: "Bia Cliente", phone: "(11) 98765-4000" } }),
      );
      const at = new Date("2026-11-22T15:00:00Z");
      for (let i = 0; i < SIGNALS_PER_DAY + 10; i += 1) {
        await countPdfDownload(
          proposal.publicToken,
          account.id,
          new Headers({ [SOCKET_ADDRESS_HEADER]: uniqueIp(), "user-agent": PHONE }),
          async () => null,
          { now: at },
        );
      }
      expect(
        await testDb.clientEvent.count({ where: { clientId: proposal.clientId, kind: { in: ["view", "pdf"] } } }),
      ).toBe(SIGNALS_PER_DAY);
    },
  );
});
