// What other features may use from the BCB consórcio data and runs anywhere: schemas, types, labels.
// Server-only code is in ./server.ts, UI in ./components.ts. The rule: scripts/eslint/layers.mjs.
export {
  bcbGroupKeySchema,
  bcbGroupProfileSchema,
  bcbGroupSearchOutput,
  bcbGroupSearchSchema,
  bcbGroupCardSchema,
  bcbImportSchema,
  bcbLinkInputSchema,
  bcbLinkSchema,
  type BcbGroupCard,
  bcbLanceSplitSchema,
  type BcbGroupMatch,
  type BcbGroupProfile,
  type BcbLanceSplit,
} from "./schema";
export { dataBaseLabel, SEGMENT_LABELS } from "./layout";
