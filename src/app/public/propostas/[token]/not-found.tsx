import type { Metadata } from "next";
import { headers } from "next/headers";
import { LinkGone } from "~/features/proposals/components";
import { revokedBrand, PUBLIC_LINK_TOKEN_HEADER } from "~/features/proposals/server";

export const metadata: Metadata = { title: "Proposta não encontrada", robots: { index: false, follow: false } };

/**
 * Unknown or revoked link: a pt-BR 404 without the logged-in shell. A revoked link keeps its seller's
 * logo, name and colours (the proxy passes the token, as a not-found page gets no params); an unknown
 * one is neutral. The theme is the visitor's (cookie, else prefers-color-scheme: the root layout).
 */
export default async function ProposalNotFound() {
  const token = (await headers()).get(PUBLIC_LINK_TOKEN_HEADER);
  const brand = token ? await revokedBrand(token) : null;
  return <LinkGone brand={brand} />;
}
