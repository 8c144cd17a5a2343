/*
 * The only script the cached public proposal loads (docs/speed.md): a few lines with no framework.
 * It reports the visit (as components/public/view-beacon.tsx does in a page Next hydrates) and, when
 * the client first touches an island (the bid explorer, the answer form), loads React and that
 * island's code (islands/hydrate.tsx) and hydrates the island alone. Until then the page is HTML:
 * its links work and its forms post without script.
 */

import { maskInput, maskPhone } from "~/lib/input-mask";
import { restoreDraft, saveDraft } from "../components/public/draft";
import { reportViewWhenShown } from "../components/public/view-report";

const page = document.querySelector<HTMLElement>("[data-public-token]");
const token = page?.dataset.publicToken;

if (token) reportViewWhenShown(token);

let react: Promise<typeof import("./hydrate")> | null = null;
const load = () => (react ??= import("./hydrate"));
const woken = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates an island once; the same promise for every later ask. */
function hydrate(island: HTMLElement): Promise<void> {
  let done = woken.get(island);
  if (!done) woken.set(island, (done = load().then(({ hydrateIsland }) => hydrateIsland(island))));
  return done;
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;

function wake(event: Event) {
  const island = islandOf(event.target);
  if (island) void hydrate(island).catch(() => {});
}

// A file chosen before its island woke: handed to the island once React has it.
document.addEventListener(
  "change",
  (event) => {
    const input = event.target;
    const island = islandOf(input);
    if (!(input instanceof HTMLInputElement) || input.type !== "file" || !island || island.dataset.hydrated) return;
    event.stopPropagation();
    void hydrate(island).then(() => input.dispatchEvent(new Event("change", { bubbles: true })));
  },
  { capture: true },
);

// A form sent before its island woke (a quick tap): sent once React has it, as with script all along;
// if React cannot load, sent as plain HTML, which the server answers as well.
document.addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    const island = islandOf(form);
    if (!(form instanceof HTMLFormElement) || !island || island.dataset.hydrated) return;
    event.preventDefault();
    const submitter = event instanceof SubmitEvent ? event.submitter : null;
    hydrate(island).then(
      () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined),
      () => HTMLFormElement.prototype.submit.call(form),
    );
  },
  { capture: true },
);

// An island that is the page's whole purpose (the PDF check) wakes at once.
for (const island of document.querySelectorAll<HTMLElement>("[data-island][data-eager]"))
  void hydrate(island).catch(() => {});

// First touch, focus or key inside an island: capture phase, so a control that stops the event still wakes it.
for (const type of ["pointerdown", "focusin", "keydown"])
  document.addEventListener(type, wake, { capture: true, passive: true });

// The answer form's draft (components/public/draft.ts) is kept and put back here, before React: what the client
// typed while the page was plain HTML is saved, and a reload shows it again without waking the form.
const form = document.querySelector<HTMLFormElement>('[data-island="interest"] form');
if (form && token) {
  restoreDraft(form, token);
  form.addEventListener("input", (event) => {
    // The phone takes its mask as it is typed, before React as after (the mask of a masked number is itself).
    const field = event.target;
    if (field instanceof HTMLInputElement && field.type === "tel") field.value = maskInput(field, maskPhone);
    saveDraft(form, token);
  });
}
