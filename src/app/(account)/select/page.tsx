import type { Metadata } from "next";
import { PlanPicker } from "~/features/billing/components";
import { serverCaller } from "~/server/trpc-caller";

export const metadata: Metadata = { title: "Planos" };

/** The prices in force (after any annual adjustment), the same the checkout charges. */
export default async function SelectPage() {
  const prices = await (await serverCaller()).payments.prices();
  return <PlanPicker prices={prices} />;
}
