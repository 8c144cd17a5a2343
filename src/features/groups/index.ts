// What other features may use from this one and runs anywhere (types, schemas, pure code): no React.
// UI is in ./components.ts, server-only code in ./server.ts. The rule: scripts/eslint/layers.mjs.
export {
  groupHistoryDetailSchema,
  groupHistoryIdSchema,
  groupHistorySummarySchema,
  saveGroupHistorySchema,
} from "./schema";
export { groupKey } from "./names";
