/*
 * Stored with every proposal snapshot. Bump it whenever a change to the engine can change a figure,
 * so a saved proposal says which rules computed it (its figures are never recomputed).
 *
 * 2026.11.2: paths gain `details`, `honestCost`, `costs`, `warnings`, `cet`; consórcio totals
 * gain `embutido` and `insurance`. Snapshots of 2026.11.1 lack them and are read as they are.
 */
export const ENGINE_VERSION = "2026.11.2";
