import { recordOf } from "~/lib/json";

/*
 * What the visitor typed in the answer form survives a reload of the tab (sessionStorage: this tab
 * only, never the URL or a cookie) and is cleared once the answer is sent. Plain DOM code: the form
 * component uses it, and so does the island loader (../../islands/loader.ts) before React is on the page.
 */

const DRAFT_FIELDS = ["name", "phone", "message"] as const;
const draftKey = (token: string) => `interesse:${token}`;

/** Keeps what the form holds now as the tab's draft. */
export function saveDraft(form: HTMLFormElement, token: string): void {
  const data = new FormData(form);
  const draft = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, String(data.get(name) ?? "")]));
  try {
    sessionStorage.setItem(draftKey(token), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the form still works, only the draft is not kept.
  }
}

/** Puts the tab's draft back into the form's fields; false when there is none. */
export function restoreDraft(form: HTMLFormElement, token: string): boolean {
  // Read with a guard, not a schema library: the public page's first load carries no zod.
  let saved: Record<string, unknown> | null = null;
  try {
    saved = recordOf(JSON.parse(sessionStorage.getItem(draftKey(token)) ?? "null"));
  } catch {
    // storage unavailable or not JSON: no draft
  }
  if (!saved) return false;
  for (const name of DRAFT_FIELDS) {
    const field = form.elements.namedItem(name);
    const value = saved[name];
    if (typeof value === "string" && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
      field.value = value;
  }
  return true;
}

/** Forgets the tab's draft (the answer was sent). */
export function clearDraft(token: string): void {
  try {
    sessionStorage.removeItem(draftKey(token));
  } catch {
    // As above.
  }
}
