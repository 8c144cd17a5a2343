import type { Metadata } from "next";
import { SimulatorScreen } from "~/features/simulators/components/simulator-screen";

export const metadata: Metadata = { title: "Simulador imobiliário" };

export default function ImovelSimulatorPage() {
  return <SimulatorScreen kind="imovel" />;
}
