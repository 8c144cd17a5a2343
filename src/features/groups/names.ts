// How a group and its assemblies are named on screen and matched: pure, with no schema library, so a
// screen that only names them does not load the forms' validation.

/** "nº 101 · 10/03/2026", "nº 101" or "10/03/2026": how an assembly is named on screen and in errors. */
export function assemblyLabel(a: { number: number | null; date: string | null }): string {
  const day = a.date ? a.date.split("-").reverse().join("/") : null;
  return [a.number !== null ? `nº ${a.number}` : null, day].filter(Boolean).join(" · ") || "—";
}

/** How a proposal's group names its history: trimmed, lower case; "all" (every group) has none. */
export function groupKey(name: string): string | null {
  const key = name.trim().toLowerCase();
  return key === "" || key === "all" ? null : key;
}
