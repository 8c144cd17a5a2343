import type * as z from "zod";

/*
 * The simulator form's state outside React, so a keystroke re-renders only what reads the part that
 * changed: the field's own error, or the results when the parameters are valid again. Each input keeps
 * its own text; the store holds the parsed numbers (NaN while a field is not a number), the first
 * pt-BR message per field from the zod schema, and the last parameters that passed it.
 *
 * The schema may come as a loader: the pages then ship no zod in their first load (~27 kB gzip). Until
 * it arrives (a few milliseconds after hydration) a change is kept in the draft and checked as soon as
 * it does; `valid`, and so the results, stay on the last checked parameters meanwhile.
 */

export interface FormSnapshot<P> {
  /** What the user has now, parsed; may be invalid. */
  draft: Readonly<Record<string, unknown>>;
  /** The last parameters that passed the schema: what the results show. */
  valid: P;
  /** Field name → its first message. */
  errors: Readonly<Record<string, string>>;
  /** Some field is invalid, so `valid` (and the results) belong to an earlier input. */
  stale: boolean;
  /** Bumped by reset(), so the inputs take their text from the new draft. */
  resetCount: number;
  /** The user changed something since the last reset. */
  touched: boolean;
}

export interface FormStore<P> {
  getSnapshot(): FormSnapshot<P>;
  subscribe(listener: () => void): () => void;
  setField(name: string, value: unknown): void;
  /** setField for a value chosen outside the inputs (a rate preset): the inputs remount to show it. */
  setFieldShown(name: string, value: unknown): void;
  setScenario(name: string, on: boolean): void;
  reset(params: P): void;
}

const NO_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

function errorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] ??= issue.message;
  }
  return errors;
}

function sameErrors(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

// Params are flat numbers and strings plus one level of switches (scenarios).
function sameParams(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  return keys.length === Object.keys(rb).length && keys.every((key) => sameParams(ra[key], rb[key]));
}

type ParamsSchema<P> = z.ZodType<P, unknown>;

export function createFormStore<P extends object>(
  source: ParamsSchema<P> | (() => Promise<ParamsSchema<P>>),
  initial: P,
): FormStore<P> {
  let schema: ParamsSchema<P> | null = typeof source === "function" ? null : source;
  let snapshot: FormSnapshot<P> = {
    draft: structuredClone(initial) as Record<string, unknown>,
    valid: initial,
    errors: NO_ERRORS,
    stale: false,
    resetCount: 0,
    touched: false,
  };
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function update(draft: Record<string, unknown>) {
    if (schema === null) {
      snapshot = { ...snapshot, draft, touched: true };
      emit();
      return;
    }
    const result = schema.safeParse(draft);
    const next = { ...snapshot, draft, touched: true };
    if (result.success) {
      // Keep the old object when nothing changed ("1" → "1,"), so the results do not redo their work.
      next.valid = sameParams(result.data, snapshot.valid) ? snapshot.valid : result.data;
      next.errors = NO_ERRORS;
      next.stale = false;
    } else {
      const errors = errorsOf(result.error.issues);
      next.errors = sameErrors(errors, snapshot.errors) ? snapshot.errors : errors;
      next.stale = true;
    }
    snapshot = next;
    emit();
  }

  // A loader starts with the first subscriber: in the browser (React subscribes after hydration),
  // never during a server render.
  let loading: Promise<void> | null = null;
  function load() {
    if (typeof source !== "function" || loading) return;
    loading = source().then((loaded) => {
      schema = loaded;
      if (snapshot.touched) update(snapshot.draft);
    });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      load();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setField(name, value) {
      update({ ...snapshot.draft, [name]: value });
    },
    setFieldShown(name, value) {
      update({ ...snapshot.draft, [name]: value });
      snapshot = { ...snapshot, resetCount: snapshot.resetCount + 1 };
      emit();
    },
    setScenario(name, on) {
      const scenarios = { ...(snapshot.draft.scenarios as Record<string, boolean>), [name]: on };
      update({ ...snapshot.draft, scenarios });
    },
    reset(params) {
      snapshot = {
        draft: structuredClone(params) as Record<string, unknown>,
        valid: params,
        errors: NO_ERRORS,
        stale: false,
        resetCount: snapshot.resetCount + 1,
        touched: false,
      };
      emit();
    },
  };
}
