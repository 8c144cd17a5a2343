// Finds a Chromium for the browser tests: CHROME_PATH, Debian's /usr/bin/chromium, or installs one
// (apt-get as root on Debian, since Playwright's own browser download may be blocked; otherwise
// Playwright's download).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.ts";
import { nodeCommand } from "./processes.ts";
import { scriptEnv } from "./script-env.ts";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

function found() {
  if (scriptEnv.CHROME_PATH && fs.existsSync(scriptEnv.CHROME_PATH)) return scriptEnv.CHROME_PATH;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

export function ensureChromium({ log = console.log } = {}) {
  const existing = found();
  if (existing) return existing;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    log("Chromium não encontrado: instalando o pacote chromium do Debian (apt-get)…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-dejavu-core"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = found();
    if (installed) return installed;
  }
  log("Chromium não encontrado: baixando o Chromium do Playwright…");
  const result = spawnSync(...nodeCommand(path.join(ROOT, "node_modules", ".bin", "playwright"), ["install", "chromium"]), { stdio: "inherit" });
  if (result.status !== 0) throw new Error("Não foi possível obter um Chromium. Defina CHROME_PATH.");
  return ""; // empty: let Playwright use its own download
}
