// What other features may use from this one anywhere (no React, no server-only code).
// The rule: scripts/eslint/layers.mjs.

export { DEFAULT_TEMPLATES, firstNameOf, renderTemplate, type TemplateValues, type WhatsappTemplate } from "./templates";
