// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { defaultSettingsData } from "./defaults";
export { DEFAULT_SECTIONS, type Sections } from "./sections";
export { assertSettingsEditor } from "./access";
export { type ModalityFields, settingsUpdateSchema } from "./schema";
