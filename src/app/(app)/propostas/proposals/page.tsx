import type { Metadata } from "next";
import { ProposalsList } from "~/features/proposals/components";

export const metadata: Metadata = { title: "Suas propostas" };

export default function Page() {
  return <ProposalsList />;
}
