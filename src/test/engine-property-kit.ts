// What the engine's property tests share (src/features/simulators/engine/properties.test.ts and honest-finance-properties.test.ts).
import fc from "fast-check";

/** Every number reachable from `value`, with its path, so a failure names the field. */
export function nonFinite(value: unknown, path = "$", found: string[] = []): string[] {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) found.push(`${path} = ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, k) => nonFinite(item, `${path}[${k}]`, found));
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) nonFinite(item, `${path}.${key}`, found);
  }
  return found;
}

// 1000 full comparisons take 1–2 s alone; a shared 2-core runner can be several times slower.
export const PROPERTY_TIMEOUT_MS = 60_000;

// The whole valid domain of model §1, boundaries included; values of credit below one centavo are
// covered by a labelled case in properties.test.ts (relative checks mean nothing on subnormal numbers).
export const rate = fc.double({ min: -100, max: 100, minExcluded: true, noNaN: true });
export const downPayment = fc.double({ min: 0, max: 100, maxExcluded: true, noNaN: true });
