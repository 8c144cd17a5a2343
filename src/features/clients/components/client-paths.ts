export const clientPath = (id: string) => `/propostas/clients/${id}`;

/** "2026-11-25" → "25/11/2026"; no date → "—". */
export function nextContactText(day: string | null) {
  return day ? day.split("-").reverse().join("/") : "—";
}
