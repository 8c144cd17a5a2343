import type { Metadata } from "next";
import { AccountScreen } from "~/features/accounts/components/account";
import { SubscriptionCard } from "~/features/billing/components/subscription-card";

export const metadata: Metadata = { title: "Minha conta" };

export default function AccountPage() {
  return (
    <>
      <div className="px-4 sm:px-6">
        <SubscriptionCard />
      </div>
      <AccountScreen />
    </>
  );
}
