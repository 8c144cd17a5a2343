import type { Metadata } from "next";
import { SimulatorScreen } from "~/features/simulators/components/simulator-screen";

export const metadata: Metadata = { title: "Simulador de veículos" };

export default function VeiculoSimulatorPage() {
  return <SimulatorScreen kind="veiculo" />;
}
