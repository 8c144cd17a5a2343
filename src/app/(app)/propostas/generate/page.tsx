import type { Metadata } from "next";
import { PROPOSALS_PLACEHOLDERS, ProposalsPlaceholder } from "~/features/proposals/components/proposals-placeholders";

export const metadata: Metadata = { title: PROPOSALS_PLACEHOLDERS.generate.title };

export default function Page() {
  return <ProposalsPlaceholder page="generate" />;
}
