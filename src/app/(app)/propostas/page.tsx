import { redirect } from "next/navigation";

/** The area opens on the seller's list. */
export default function ProposalsIndex() {
  redirect("/propostas/proposals");
}
