// The UI (React components and hooks) other features may use from this one. Plain code that runs
// anywhere is in ./index.ts, server-only code in ./server.ts. The rule: scripts/eslint/layers.mjs.

export { SimulatorForm } from "./components/simulator-form";
export { refuseInvalidParameters } from "./components/invalid-field";
export { LiveHeadline, SimulatorResults } from "./components/simulator-results";
export { useSimulatorDefaults } from "./components/use-simulator-defaults";
export { useFormSelector } from "./components/use-form-store";
export { ModalityCards } from "./components/modality-card";
export { ComparisonTable } from "./components/results/comparison-table";
export { HeroSavings, PathCards } from "./components/results/path-cards";
export { VerdictCard } from "./components/results/verdict-card";
export { BasisRates, TypedAlternativeFigures, TypedAlternativeLink } from "./components/results/basis-switch";
export { ImovelScenarios, VeiculoScenarios } from "./components/results/scenario-sections";
export { DetailBlock, DetailRows } from "./components/results/detail-rows";
export { ModalitiesScreen } from "./components/modalities-screen";
export { SimulatorScreen } from "./components/simulator-screen";
export { ChartLegend, LineChartSvg } from "./components/charts/line-chart-svg";
