import { describe, expect, test } from "vitest";
import { appRouter } from "./root";

// Every procedure states what it answers (`.output()`), so the wire shape is checked where it leaves.
describe("appRouter", () => {
  const procedures = Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>,
  );

  test("is walked whole (a router missing from the walk would pass unnoticed)", () => {
    const namespaces = new Set(procedures.map(([path]) => path.split(".")[0]));
    expect([...namespaces].sort()).toEqual(Object.keys(appRouter._def.record).sort());
    expect(procedures.map(([path]) => path)).toEqual(
      expect.arrayContaining(["auth.me", "users.exportStatus", "admin.applyAdjustment", "clients.list"]),
    );
  });

  test("every procedure has an output schema", () => {
    const missing = procedures.filter(([, procedure]) => procedure._def.output === undefined).map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
