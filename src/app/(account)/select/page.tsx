import type { Metadata } from "next";
import { PlanPicker } from "~/features/billing/components/plan-picker";

export const metadata: Metadata = { title: "Planos" };

export default function SelectPage() {
  return <PlanPicker />;
}
