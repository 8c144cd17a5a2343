import type { Metadata } from "next";
import { DashboardScreen } from "~/features/dashboard/components/dashboard";

export const metadata: Metadata = { title: "Painel" };

export default function DashboardPage() {
  return <DashboardScreen />;
}
