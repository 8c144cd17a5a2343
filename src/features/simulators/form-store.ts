import type * as z from "zod";
import { isRecord, recordOf } from "~/lib/json";
import { formatMonths } from "~/lib/format";

/*
 * The simulator form's state outside React, so a keystroke re-renders only what reads the part that
 * changed: the field's own error, or the results when the parameters are valid again. Each input keeps
 * its own text; the store holds the parsed numbers (NaN while a field is not a number), the first
 * pt-BR message per field from the zod schema, and the last parameters that passed it.
 *
 * The schema may come as a loader: the pages then ship no zod in their first load, and do not load
 * it while they load either (on a phone zod's evaluation blocked the page for a few hundred ms right
 * after hydration): it loads with the form's first focus or touch (`preload`), or the first change.
 * Until it arrives a change is kept in the draft and checked as soon as it does; `valid`, and so the
 * results, stay on the last checked parameters meanwhile.
 */

/** A number field's value in the draft (NaN when it holds no number, as an emptied field parses). */
export function draftNumber(draft: Readonly<Record<string, unknown>>, name: string): number {
  const value = draft[name];
  return typeof value === "number" ? value : Number.NaN;
}

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
  /** Follower field → whether it still follows its leader (FOLLOWS): the financing terms and "prazo". */
  follows: Readonly<Record<string, boolean>>;
}

/*
 * The financing terms follow "Prazo do grupo": while a term equals the group's, changing the
 * group's changes it too, so the comparison keeps one horizon. Once the seller types another term it
 * stays theirs (and the form and the comparison say the paths end in different months); typing the
 * group's term again links it back.
 */
export const FOLLOWS: Readonly<Record<string, string>> = { pricePrazo: "prazo", sacPrazo: "prazo" };

function followsOf(draft: Record<string, unknown>): Record<string, boolean> {
  const follows: Record<string, boolean> = {};
  for (const [follower, leader] of Object.entries(FOLLOWS)) {
    if (follower in draft && leader in draft) follows[follower] = Object.is(draft[follower], draft[leader]);
  }
  return follows;
}

const termText = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? formatMonths(value) : "sem prazo válido";

/**
 * What the form says beside "Prazo do grupo" and beside each financing term about the link between
 * them, or null for any other field.
 */
export function followNote(name: string, snapshot: Pick<FormSnapshot<unknown>, "draft" | "follows">): string | null {
  const leader = FOLLOWS[name];
  if (leader !== undefined && name in snapshot.follows) {
    return snapshot.follows[name]
      ? "Acompanha o prazo do grupo."
      : `Diferente do prazo do grupo (${termText(snapshot.draft[leader])}): os caminhos terminam em meses diferentes.`;
  }
  const followers = Object.keys(snapshot.follows).filter((follower) => FOLLOWS[follower] === name);
  if (followers.length === 0) return null;
  return followers.every((follower) => snapshot.follows[follower])
    ? "O prazo do financiamento acompanha este."
    : "O financiamento tem prazo próprio: os caminhos terminam em meses diferentes.";
}

/** The draft after `name` took `value`, with its followers moved along, and who follows now. */
function withField(
  draft: Record<string, unknown>,
  follows: Readonly<Record<string, boolean>>,
  name: string,
  value: unknown,
) {
  const next: Record<string, unknown> = { ...draft, [name]: value };
  const nextFollows: Record<string, boolean> = { ...follows };
  for (const [follower, leader] of Object.entries(FOLLOWS)) {
    if (!(follower in nextFollows)) continue;
    if (name === follower) nextFollows[follower] = Object.is(value, draft[leader]);
    // An empty, half-typed or zero group term moves nothing; the link stays for the next whole number.
    if (name === leader && nextFollows[follower] && typeof value === "number" && Number.isInteger(value) && value >= 1)
      next[follower] = value;
  }
  return { draft: next, follows: nextFollows };
}

export interface FormStore<P> {
  getSnapshot(): FormSnapshot<P>;
  subscribe(listener: () => void): () => void;
  setField(name: string, value: unknown): void;
  /** setField for a value chosen outside the inputs (a rate preset): the inputs remount to show it. */
  setFieldShown(name: string, value: unknown): void;
  setScenario(name: string, on: boolean): void;
  reset(params: P): void;
  /** Starts loading the schema, if it comes as a loader: called when the seller reaches for the form. */
  preload(): void;
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
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameParams(a[key], b[key]));
}

/** A deep copy of the parameters as the draft's field map. */
function draftOf(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(structuredClone(params)));
}

type ParamsSchema<P> = z.ZodType<P, unknown>;

export function createFormStore<P extends object>(
  source: ParamsSchema<P> | (() => Promise<ParamsSchema<P>>),
  initial: P,
): FormStore<P> {
  let schema: ParamsSchema<P> | null = typeof source === "function" ? null : source;
  const initialDraft = draftOf(initial);
  let snapshot: FormSnapshot<P> = {
    draft: initialDraft,
    valid: initial,
    errors: NO_ERRORS,
    stale: false,
    resetCount: 0,
    touched: false,
    follows: followsOf(initialDraft),
  };
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function update(draft: Record<string, unknown>, follows = snapshot.follows) {
    if (schema === null) {
      snapshot = { ...snapshot, draft, follows, touched: true };
      emit();
      load();
      return;
    }
    const result = schema.safeParse(draft);
    const next = { ...snapshot, draft, follows, touched: true };
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

  // A loader starts when the form is reached for or first changed: in the browser, never during a
  // server render, and not while the page is still loading.
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
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setField(name, value) {
      const changed = withField(snapshot.draft, snapshot.follows, name, value);
      update(changed.draft, changed.follows);
    },
    setFieldShown(name, value) {
      const changed = withField(snapshot.draft, snapshot.follows, name, value);
      update(changed.draft, changed.follows);
      snapshot = { ...snapshot, resetCount: snapshot.resetCount + 1 };
      emit();
    },
    setScenario(name, on) {
      const scenarios = { ...recordOf(snapshot.draft.scenarios), [name]: on };
      update({ ...snapshot.draft, scenarios });
    },
    reset(params) {
      // Already showing exactly these figures: no new snapshot. A page that is still hydrating would
      // otherwise re-render its server HTML from scratch for nothing (and move what is below it).
      if (
        !snapshot.touched &&
        !snapshot.stale &&
        sameParams(snapshot.draft, params) &&
        sameParams(snapshot.valid, params)
      )
        return;
      const draft = draftOf(params);
      snapshot = {
        draft,
        valid: params,
        errors: NO_ERRORS,
        stale: false,
        resetCount: snapshot.resetCount + 1,
        touched: false,
        follows: followsOf(draft),
      };
      emit();
    },
    preload: load,
  };
}
