import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bin, nodeCommand, runOrFail, startProcess, waitFor } from "./processes.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("waitFor", () => {
  it("polls until the check gives something and resolves with it", async () => {
    let calls = 0;
    const value = await waitFor("the third call", () => (++calls >= 3 ? { calls } : null), { everyMs: 5 });
    expect(value).toEqual({ calls: 3 });
  });

  it("fails after its timeout, naming what it waited for", async () => {
    await expect(waitFor("a server that never answers", () => false, { timeoutMs: 50, everyMs: 5 })).rejects.toThrow(
      /^a server that never answers: esperei 50 ms/,
    );
  });

  it("fails at once when the process it waits for has ended, with that process's output", async () => {
    const proc = startProcess("short-lived", process.execPath, ["-e", "console.log('porta ocupada'); process.exit(3)"]);
    expect(await proc.exited).toBe(3);
    const started = Date.now();
    await expect(waitFor("the server", () => false, { proc, timeoutMs: 30_000 })).rejects.toThrow(
      /short-lived terminou antes de the server:\nporta ocupada/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("starting processes", () => {
  it("runs a node_modules/.bin CLI on this very Node, and anything else as is", () => {
    const [command, args] = nodeCommand(bin("tsc"), ["--version"]);
    expect(command).toBe(process.execPath);
    expect(args).toEqual([fs.realpathSync(bin("tsc")), "--version"]);
    expect(nodeCommand("/usr/bin/env", ["true"])).toEqual(["/usr/bin/env", ["true"]]);
  });

  it("keeps a started process's output and appends it to its log file", async () => {
    // A fresh clone has no .data yet when the unit tier runs alone.
    fs.mkdirSync(path.join(ROOT, ".data"), { recursive: true });
    const logFile = path.join(fs.mkdtempSync(path.join(ROOT, ".data", "processes-test-")), "out.log");
    fs.writeFileSync(logFile, "antes\n");
    const proc = startProcess("echo", process.execPath, ["-e", "console.log('saída'); console.error('erro')"], {
      logFile,
    });
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain("saída\n");
    expect(proc.output()).toContain("erro\n");
    await waitFor("the log file", () => fs.readFileSync(logFile, "utf8").includes("erro"), {
      timeoutMs: 2_000,
      everyMs: 10,
    });
    expect(fs.readFileSync(logFile, "utf8")).toMatch(/^antes\n/);
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  it("runOrFail rejects on a non-zero exit, naming the command", async () => {
    await expect(runOrFail(process.execPath, ["-e", "process.exit(2)"])).rejects.toThrow(/terminou com código 2/);
  });
});

describe("node scripts/lib/processes.ts free-port", () => {
  it("prints a port that can be listened on at once (what scripts/ci-debian-postgres.sh uses)", async () => {
    const printed = execFileSync(process.execPath, [path.join(ROOT, "scripts", "lib", "processes.ts"), "free-port"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(printed).toMatch(/^\d+\n$/);
    const port = Number(printed);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
