import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { GET as publicPdf } from "~/app/public/propostas/[token]/pdf/route";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { readSeal } from "../pdf/integrity";

// Each proposal version's PDF states its SHA-256 and date; /public/verificar recognises it.

const anonymous = callerFor(null);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function download(token: string): Promise<Buffer> {
  const res = await publicPdf(
    new Request(`http://localhost/public/propostas/${token}/pdf`, { headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() } }),
    {
      params: Promise.resolve({ token }),
    },
  );
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function sellerWithProposal() {
  const { account } = await makeAccount();
  const user = await makeUser(account.id, "OWNER");
  const seller = callerFor(await signIn(user));
  const proposal = await seller.proposals.create(
    imovelDraft({ client: { name: "Joana Prado Lima", phone: "11987654321" } }),
  );
  return { seller, user, proposal };
}

describe("PDF integrity and proposals.verifyPdf", () => {
  it("an issued PDF is recognised by its file SHA-256: seller, version and the version's date", async () => {
    const { user, proposal } = await sellerWithProposal();
    const pdf = await download(proposal.publicToken);
    const version = await testDb.proposalVersion.findFirstOrThrow({ where: { proposalId: proposal.id, version: 1 } });

    const answer = await anonymous.proposals.verifyPdf({ sha256: sha256(pdf) });
    expect(answer).toEqual({
      found: true,
      matched: "file",
      clientFirstName: "Joana",
      sellerName: user.name,
      brandName: expect.any(String),
      version: 1,
      latestVersion: 1,
      issuedAt: version.createdAt,
      revoked: false,
      removed: false,
    });
    const stored = await testDb.proposalPdf.findUniqueOrThrow({ where: { fileSha256: sha256(pdf) } });
    expect(stored).toMatchObject({ proposalId: proposal.id, version: 1, issuedAt: version.createdAt });
  });

  it('greets the client by their "Como chamar": a compound first name stays whole, and a typed one wins', async () => {
    const { account } = await makeAccount();
    const seller = callerFor(await signIn(await makeUser(account.id, "OWNER")));
    const ana = await seller.proposals.create(
      imovelDraft({ client: { name: "Ana Luísa Rodrigues de Magalhães Prado e Castro Neto", phone: "11987654321" } }),
    );
    const anaPdf = await download(ana.publicToken);
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(anaPdf) })).toMatchObject({
      found: true,
      clientFirstName: "Ana Luísa",
    });

    const jose = await seller.proposals.create(
      imovelDraft({ client: { name: "José 🏠 Pereira", phone: "11987654322" } }),
    );
    const josePdf = await download(jose.publicToken);
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(josePdf) })).toMatchObject({ clientFirstName: "José" });
    // The seller typed how José likes to be called: verificar says it too.
    await testDb.client.update({
      where: { id: (await testDb.proposal.findUniqueOrThrow({ where: { id: jose.id } })).clientId },
      data: { callName: "Zé" },
    });
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(josePdf) })).toMatchObject({ clientFirstName: "Zé" });
  });

  it("the SHA-256 printed on the PDF (read back by a PDF reader) is the document's before its seal, and is accepted pasted", async () => {
    const { proposal } = await sellerWithProposal();
    const pdf = await download(proposal.publicToken);
    const text = execFileSync("pdftotext", ["-", "-"], { input: pdf, encoding: "utf8" });
    const printed = /SHA-256 do documento: ([0-9a-f]{64})/.exec(text)?.[1];
    expect(printed).toBeDefined();
    expect(readSeal(pdf)).toEqual({ documentSha256: printed, intact: true });
    expect(text).toContain("/public/verificar");

    const pasted = await anonymous.proposals.verifyPdf({ sha256: `  ${printed!.toUpperCase()} ` });
    expect(pasted).toMatchObject({ found: true, matched: "document", version: 1 });
  });

  it("the same version downloads as the same bytes (the record is not duplicated)", async () => {
    const { proposal } = await sellerWithProposal();
    const first = await download(proposal.publicToken);
    const again = await download(proposal.publicToken);
    expect(again.equals(first)).toBe(true);
    expect(await testDb.proposalPdf.count({ where: { proposalId: proposal.id } })).toBe(1);
  });

  it("a PDF changed by one byte, or never issued here, is not recognised", async () => {
    const { proposal } = await sellerWithProposal();
    const pdf = await download(proposal.publicToken);
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf("Proposta para");
    tampered[at] = 0x70;
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(tampered) })).toEqual({ found: false });
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(Buffer.from("%PDF-1.7 outro documento")) })).toEqual({
      found: false,
    });
  });

  it("says when a newer version exists and when the link was revoked", async () => {
    const { seller, proposal } = await sellerWithProposal();
    const v1 = await download(proposal.publicToken);
    // A real change (the same content again adds no version).
    await seller.proposals.update({
      id: proposal.id,
      ...imovelDraft({ client: { name: "Joana Prado Lima Souza", phone: "11987654321" } }),
    });
    const v2 = await download(proposal.publicToken);
    expect(sha256(v2)).not.toBe(sha256(v1));
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(v2) })).toMatchObject({
      found: true,
      version: 2,
      latestVersion: 2,
    });
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(v1) })).toMatchObject({
      found: true,
      version: 1,
      latestVersion: 2,
      revoked: false,
    });

    await seller.proposals.revokeLink({ id: proposal.id });
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(v1) })).toMatchObject({ found: true, revoked: true });
  });

  it("refuses what is not a SHA-256, in pt-BR", async () => {
    const error = await anonymous.proposals.verifyPdf({ sha256: "abc123" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
    expect(JSON.stringify((error as TRPCError).cause ?? (error as TRPCError).message)).toContain("64 caracteres");
  });

  it("answers 50 parallel lookups", async () => {
    const { proposal } = await sellerWithProposal();
    const hash = sha256(await download(proposal.publicToken));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => anonymous.proposals.verifyPdf({ sha256: hash })),
    );
    expect(answers.every((a) => a.found)).toBe(true);
  });

  it("a genuine PDF of a proposal deleted since still verifies, as a removed proposal's", async () => {
    const { seller, user, proposal } = await sellerWithProposal();
    const pdf = await download(proposal.publicToken);
    await seller.proposals.delete({ id: proposal.id });
    expect(await testDb.proposal.count({ where: { id: proposal.id } })).toBe(0);
    expect(await anonymous.proposals.verifyPdf({ sha256: sha256(pdf) })).toMatchObject({
      found: true,
      matched: "file",
      removed: true,
      clientFirstName: "",
      sellerName: user.name,
      version: 1,
      revoked: false,
    });
    expect(await anonymous.proposals.verifyPdf({ sha256: readSeal(pdf)!.documentSha256 })).toMatchObject({
      found: true,
      matched: "document",
      removed: true,
    });
  });
});
