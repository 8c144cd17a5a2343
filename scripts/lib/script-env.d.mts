export interface ScriptEnv {
  DATABASE_URL?: string;
  PORT: number;
  EMBEDDED_PG_PORT: number;
  E2E_PORT?: number;
  CLUSTER_BASE_PORT?: number;
  CHROME_PATH?: string;
}
export function parseScriptEnv(source: Record<string, string | undefined>): ScriptEnv;
export const scriptEnv: ScriptEnv;
