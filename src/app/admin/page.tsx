import type { Metadata } from "next";
import { PageContainer } from "~/components/page";
import { AdminBcbImports } from "~/features/bcb/components";
import { AdminAccounts, AdminAdjustments } from "~/features/billing/components";
import { AdminBankRates } from "~/features/rates/components";

export const metadata: Metadata = { title: "Administração", robots: { index: false } };

export default function AdminPage() {
  return (
    <PageContainer className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Administração</h1>
      <AdminAccounts />
      <AdminAdjustments />
      <AdminBankRates />
      <AdminBcbImports />
    </PageContainer>
  );
}
