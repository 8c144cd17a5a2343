import type { Metadata } from "next";
import { SettingsScreen } from "~/features/settings/components";

export const metadata: Metadata = { title: "Configurações gerais" };

export default function Page() {
  return <SettingsScreen />;
}
