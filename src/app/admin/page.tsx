import type { Metadata } from "next";
import { PageContainer } from "~/components/page";
import { AdminAccounts } from "~/features/billing/components/admin-accounts";
import { AdminAdjustments } from "~/features/billing/components/admin-adjustments";
import { AdminBankRates } from "~/features/rates/components/admin-bank-rates";

export const metadata: Metadata = { title: "Administração", robots: { index: false } };

export default function AdminPage() {
  return (
    <PageContainer className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Administração</h1>
      <AdminAccounts />
      <AdminAdjustments />
      <AdminBankRates />
    </PageContainer>
  );
}
