/**
 * Attaches a schedule's typed columns as a non-enumerable property: the engine and the UI read them,
 * while JSON (stored proposal snapshots), superjson (tRPC) and deep equality see the schedule as it
 * always was, `{ rows, totals }`, with rows built from the columns when first read.
 */
export function withColumns<T extends object, C>(schedule: T, columns: C): T & { columns: C } {
  return Object.defineProperty(schedule, "columns", { value: columns, enumerable: false }) as T & { columns: C };
}
