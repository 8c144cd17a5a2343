import { memo } from "react";
import type { ImovelComparison, VeiculoComparison } from "../../engine";
import { imovelScenarioBlocks, veiculoScenarioBlocks, type ScenarioBlock } from "../../scenario-model";
import { Figures, PathTable, ScenarioCard } from "./scenario-card";

function ScenariosGrid({ blocks }: { blocks: readonly ScenarioBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby="scenarios-title" className="space-y-3">
      <h2 id="scenarios-title" className="text-base font-semibold text-text">
        Cenários
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        {blocks.map((block) => (
          <ScenarioCard
            key={block.name}
            name={block.name}
            title={block.title}
            description={block.description}
            className={block.wide ? "lg:col-span-2" : undefined}
          >
            {block.figures && <Figures items={block.figures} wide={block.wide} />}
            {block.table && <PathTable {...block.table} />}
          </ScenarioCard>
        ))}
      </div>
    </section>
  );
}

/** The imóvel's switched-on scenarios; a switched-off one is null in the comparison and not shown. */
export const ImovelScenarios = memo(function ImovelScenarios({
  scenarios,
}: {
  scenarios: ImovelComparison["scenarios"];
}) {
  return <ScenariosGrid blocks={imovelScenarioBlocks(scenarios)} />;
});

export const VeiculoScenarios = memo(function VeiculoScenarios({
  scenarios,
}: {
  scenarios: VeiculoComparison["scenarios"];
}) {
  return <ScenariosGrid blocks={veiculoScenarioBlocks(scenarios)} />;
});
