// A new owner's proposal, made through the API, and its public link: for the specs about the page a
// client opens, not about how the seller makes it.
import type { Page } from "@playwright/test";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createOwner } from "./db";
import { LoginPage } from "./login-page";
import { postTrpc } from "./trpc";

/** A proposal with every optional section: scenarios, modalities and the month table. */
export const fullDraft = () => imovelDraft({ sections: { scenarios: true, modalities: true, monthTable: true } });

/** Signs a new owner in on `seller` (labelled `label`), saves `draft` and gives its public path. */
export async function publicLinkOf(seller: Page, label: string, draft: object = imovelDraft()) {
  const owner = await createOwner({ label });
  await new LoginPage(seller).login(owner.email, owner.password);
  const proposal = await postTrpc(seller, "proposals.create", draft);
  return `/public/propostas/${String(proposal.publicToken)}`;
}
