// Reading values whose type the compiler cannot know (a stored JSON column, a parsed body, a form's
// draft) without casting them: a type guard narrows, a schema parses.

/** Whether a value is a plain object (not null, not an array): its fields can then be read as unknown. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value's fields, or none when it is not a plain object. */
export function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** Object.keys with the object's own keys as its type (for objects with fixed keys, as constants are). */
export function keysOf<T extends object>(object: T): Array<keyof T & string> {
  return Object.keys(object).filter((key): key is keyof T & string => key in object);
}

/** Whether a value is one of a fixed list (a union of literals): `value` then has the list's type. */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return values.some((allowed) => allowed === value);
}

/**
 * `base` with each field of `stored` that has the same runtime type as base's: what a stored record
 * kept wins, a field it lacks (added since) or holds as another type keeps base's value.
 */
export function overlay<T extends object>(base: T, stored: Record<string, unknown>): T {
  const out = { ...base };
  for (const key of keysOf(base)) {
    if (key in stored && typeof stored[key] === typeof base[key]) Reflect.set(out, key, stored[key]);
  }
  return out;
}
