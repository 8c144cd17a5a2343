// What other features may use from the BCB consórcio data and runs anywhere: schemas and types.
// Server-only code is in ./server.ts, UI in ./components.ts. The rule: scripts/eslint/layers.mjs.
export {
  bcbGroupCardSchema,
  bcbGroupKeySchema,
  bcbGroupProfileSchema,
  bcbGroupSearchOutput,
  bcbGroupSearchSchema,
  bcbImportSchema,
  bcbLinkInputSchema,
  bcbLinkSchema,
  type BcbGroupCard,
} from "./schema";
export type { BcbDrawRate } from "./draw-rate";
