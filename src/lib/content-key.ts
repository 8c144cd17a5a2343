import crypto from "node:crypto";
import { canonicalJson } from "./canonical-json";

/**
 * What a create is keyed by when it must be safe to repeat: the SHA-256 (hex) of what was asked, in
 * canonical JSON. The same content (a double tap, a retry, the back button and "Salvar" again) gives
 * the same key, so the create finds the row it made instead of making a second one.
 */
export function contentKey(value: unknown): string {
  return crypto.createHash("sha256").update(canonicalJson(value)).digest("hex");
}

/** How long a repeat of the same content returns the first row rather than making another. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
