import type { Metadata } from "next";
import { HubScreen } from "~/features/shell/hub";

export const metadata: Metadata = { title: "Início" };

export default function HubPage() {
  return <HubScreen />;
}
