"use client";

import type { FormStore } from "../form-store";

/**
 * When the parameters hold an invalid field, leaving with "Gerar proposta" or "Salvar proposta" would
 * carry the last valid value instead (the results show it). This refuses: it opens the field's group
 * (folded on a phone), focuses the first invalid field in the form's order and returns the pt-BR
 * sentence to show ("Prazo do grupo: …"). Null when every field is valid.
 */
export function refuseInvalidParameters<P>(store: FormStore<P>): string | null {
  const { stale, errors } = store.getSnapshot();
  if (!stale) return null;
  const form = document.querySelector<HTMLFormElement>("form[aria-label='Parâmetros da simulação']");
  const input = form?.querySelector<HTMLInputElement>("input[aria-invalid='true']");
  if (!input) {
    const first = Object.values(errors)[0];
    return `Corrija os parâmetros antes de continuar${first ? `: ${first}` : "."}`;
  }
  const group = input.closest("details");
  if (group && !group.open) group.open = true;
  input.focus({ preventScroll: true });
  input.scrollIntoView({ block: "center" });
  const label = input.labels?.[0]?.firstChild?.textContent?.trim() ?? input.name;
  const message = errors[input.name] ?? "valor inválido";
  return `${label}: ${message}`;
}
