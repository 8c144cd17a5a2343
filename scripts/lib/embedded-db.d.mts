export function livePostmaster(pidFileText: string, commandOf: (pid: number) => string | null): { pid: number; port: number | null } | null;
export const DATA_ROOT: string;
export function embeddedUrl(database: string, port?: number): string;
export function ensureEmbeddedPostgres(options?: { log?: (message: string) => void; dir?: string; port?: number }): Promise<{ started: boolean; stop: () => Promise<void> }>;
export function embeddedRefusal(env: Record<string, string | undefined>): string | null;
