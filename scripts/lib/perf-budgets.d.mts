export interface PerfTarget { max?: number; min?: number; goal?: number; unit: "bytes" | "count" | "ms" | "MB" | "ratio" }
export const PERF_TARGETS: Record<string, PerfTarget>;
export function htmlFigures(html: string): { raw: number; gzip: number; brotli: number; rscInline: number };
export function inlineRscBytes(html: string): number;
export interface PerfResult { name: string; value: number | undefined; ok: boolean; line: string }
export function evaluatePerf(figures: Record<string, number>, targets?: Record<string, PerfTarget>): PerfResult[];
