/*
 * Stored with every proposal snapshot. Bump it whenever a change to the engine can change a figure,
 * so a saved proposal says which rules computed it (its figures are never recomputed).
 */
export const ENGINE_VERSION = "2026.11.1";
