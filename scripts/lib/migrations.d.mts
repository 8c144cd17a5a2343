export const ROOT: string;
export const SCHEMA_PATH: string;
export const MIGRATIONS_DIR: string;
export const SNAPSHOT_PATH: string;
export function listMigrations(dir?: string): { name: string; sql: string; checksum: string }[];
export function applyMigrations(url: string, opts?: { log?: (m: string) => void; dir?: string }): Promise<string[]>;
export function diffDatamodels(url: string, fromDatamodel: string | null, toDatamodel: string): Promise<string>;
export function isEmptyDiff(sql: string): boolean;
export function createMigration(url: string, name: string, opts?: { schemaPath?: string; migrationsDir?: string }): Promise<string | null>;
