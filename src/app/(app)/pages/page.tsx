import type { Metadata } from "next";
import { HubScreen } from "~/features/shell/components";

export const metadata: Metadata = { title: "Início" };

export default function HubPage() {
  return <HubScreen />;
}
