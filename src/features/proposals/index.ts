// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { DEFAULT_SECTIONS } from "./sections";
export type { Sections } from "./schema";
export { PROPOSAL_STATUS_LABEL } from "./status";
export { whatsappShareUrl } from "./format";
export { formatPhone } from "~/lib/input-mask";
export { clientSchema } from "./schema";
export { decodeCursor, encodeCursor } from "./list-query";
