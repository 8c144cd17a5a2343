// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { clientSchema, phoneSchema } from "./contact-schema";
export { templatesSchema } from "./templates";
export {
  alertIdsSchema,
  alertsSchema,
  noticesSchema,
  templatesOutputSchema,
  clientDetailSchema,
  clientFieldsSchema,
  clientIdSchema,
  clientListSchema,
  contactSchema,
  csvExportSchema,
  eraseSchema,
  importIdSchema,
  importPreviewSchema,
  importSchema,
  importStatusSchema,
  listClientsSchema,
  nextContactSchema,
  noteSchema,
  reassignSchema,
  setStatusSchema,
  todaySchema,
  badgeSchema,
  updateClientSchema,
} from "./schema";
