// proposals.create's idempotency key: the generator makes one per save and sends it again on a retry,
// so a lost answer or a double submit never stores the proposal twice (mutations.ts).

/** What the server accepts as a key: 16–64 URL-safe characters. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** 128 random bits as hex. getRandomValues, not randomUUID: the latter is missing on plain http. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const IDEMPOTENCY_REUSED_MESSAGE = "Esta chave de envio já salvou outra proposta, com outros dados. Recarregue a página e salve de novo.";
