import type { Metadata } from "next";
import { AccountScreen } from "~/features/accounts/components/account";

export const metadata: Metadata = { title: "Minha conta" };

export default function AccountPage() {
  return <AccountScreen />;
}
