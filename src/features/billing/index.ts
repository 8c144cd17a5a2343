// What other features, the routes and the edge may use from this one and runs anywhere (types,
// constants, pure code): no React here. The rule: scripts/eslint/layers.mjs.

export { planInputSchema, accountIdSchema, accountSearchSchema, adjustmentSchema } from "./schema";
