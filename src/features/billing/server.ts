import "server-only";

// What other features, the routes and the edge may use from this one on the server only.
// The rule: scripts/eslint/layers.mjs.

export { answer, handleMercadoPagoWebhook, WEBHOOK_MAX_BODY_BYTES } from "./webhook/http";
export { createCheckout } from "./checkout";
export { GatewayError } from "./mercadopago/gateway";
export { pricesInForce } from "./prices";
export { billingStatus, requestCancellation } from "./status";
export {
  accountDetail,
  adjustmentHistory,
  applyAdjustment,
  currentPrices,
  listAccounts,
  setAccountStatus,
} from "./admin";
export { billingJobs } from "./jobs";
export { runLifecyclePass } from "./lifecycle";
export { runReconcile } from "./reconcile";
