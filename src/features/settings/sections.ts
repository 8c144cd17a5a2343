// Which parts of the simulation a proposal shows (an account default in settings, a choice per
// proposal), zod-free so the generator's first load carries no zod.

/** Which parts of the simulation the client sees (scenarios follow the params' own toggles). */
export type Sections = { scenarios: boolean; modalities: boolean; monthTable: boolean };
export const DEFAULT_SECTIONS: Sections = { scenarios: true, modalities: true, monthTable: false };
