import type * as z from "zod";
import type { ParamsOf, SimulatorKind } from "./current-simulation";

/**
 * The simulator form's schema, loaded after the page: zod and the schemas are first-load JavaScript that the
 * simulators and the proposal generator do not need to paint (the form store checks input with it
 * as soon as it arrives).
 */
export function loadParamsSchema<K extends SimulatorKind>(kind: K): () => Promise<z.ZodType<ParamsOf<K>, unknown>> {
  return () =>
    import("./schema").then((m) => {
      const schemas: { [S in SimulatorKind]: z.ZodType<ParamsOf<S>, unknown> } = {
        imovel: m.imovelParamsSchema,
        veiculo: m.veiculoParamsSchema,
      };
      return schemas[kind];
    });
}
