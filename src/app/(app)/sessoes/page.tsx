import type { Metadata } from "next";
import { SessionsScreen } from "~/features/accounts/components/sessions";

export const metadata: Metadata = { title: "Sessões ativas" };

export default function SessionsPage() {
  return <SessionsScreen />;
}
