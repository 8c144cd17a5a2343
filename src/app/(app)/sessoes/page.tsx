import type { Metadata } from "next";
import { SessionsScreen } from "~/features/shell/screens/sessions";

export const metadata: Metadata = { title: "Sessões ativas" };

export default function SessionsPage() {
  return <SessionsScreen />;
}
