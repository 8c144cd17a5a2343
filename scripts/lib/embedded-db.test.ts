import { describe, expect, it } from "vitest";
import { embeddedRefusal, livePostmaster } from "./embedded-db.ts";

// postmaster.pid as PostgreSQL 17 writes it: pid, data directory, start time, port, socket dir, host…
const pidFile = (pid: number, port: number) =>
  `${pid}\n/work/.data/pg\n1764048000\n${port}\n/tmp\n127.0.0.1\n  5432001  0\nready\n`;

describe("livePostmaster: the lock of a running server is never removed", () => {
  it.each([
    ["a live postgres", (pid: number) => (pid === 4242 ? "postgres" : null), { pid: 4242, port: 54403 }],
    ["a live process whose name cannot be read (another user's)", () => "unknown", { pid: 4242, port: 54403 }],
    ["no such process (a crash left the file)", () => null, null],
    ["a pid reused by another program", () => "node", null],
  ])("%s", (_label, commandOf, expected) => {
    expect(livePostmaster(pidFile(4242, 54403), commandOf)).toEqual(expected);
  });

  it("an empty or garbled file is stale", () => {
    expect(livePostmaster("", () => "postgres")).toBeNull();
    expect(livePostmaster("abc\n", () => "postgres")).toBeNull();
  });
});

describe("embeddedRefusal: scripts in production never fall back to the embedded database", () => {
  it.each([
    ["development", {}, false],
    ["test", { NODE_ENV: "test" }, false],
    ["production with DATABASE_URL", { NODE_ENV: "production", DATABASE_URL: "postgresql://db/app" }, false],
    ["the production demo", { NODE_ENV: "production", DEMO: "1" }, false],
    ["production without DATABASE_URL", { NODE_ENV: "production" }, true],
  ])("%s", (_label, env, refused) => {
    const refusal = embeddedRefusal(env);
    if (refused) expect(refusal).toMatch(/^DATABASE_URL: é obrigatória em produção/);
    else expect(refusal).toBeNull();
  });
});
