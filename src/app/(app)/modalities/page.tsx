import type { Metadata } from "next";
import { ModalitiesScreen } from "~/features/simulators/components/modalities-screen";

export const metadata: Metadata = { title: "Modalidades" };

export default function ModalitiesPage() {
  return <ModalitiesScreen />;
}
