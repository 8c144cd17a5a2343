export function livePostmaster(pidFileText: string, commandOf: (pid: number) => string | null): { pid: number; port: number | null } | null;
