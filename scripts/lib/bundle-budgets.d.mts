export const KB: number;
export const BUDGETS: Record<string, number>;
export const DEFAULT_BUDGET: number;
export function budgetFor(route: string): number;
export interface BudgetResult { route: string; gzipBytes: number; budget: number; ok: boolean }
export function evaluateBudgets(
  stats: { route: string; firstLoadChunkPaths: string[] }[], gzipBytesOf: (chunk: string) => number,
): BudgetResult[];
export function measureBuild(root: string): BudgetResult[];
export function formatKb(bytes: number): string;
export function budgetReport(results: BudgetResult[]): string[];
