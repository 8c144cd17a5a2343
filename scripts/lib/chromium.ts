// Finds a Chromium for the browser tests: CHROME_PATH, Debian's chromium-headless-shell (the e2e
// tier's) or /usr/bin/chromium, or installs them (apt-get as root on Debian, since Playwright's own
// browser download may be blocked; otherwise Playwright's download).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.ts";
import { nodeCommand } from "./processes.ts";
import { scriptEnv } from "./script-env.ts";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
/*
 * Debian's package chromium-headless-shell: Chromium's headless shell, without the full browser's
 * own interface (its "new" headless mode runs the tab strip's WebUI renderers in every browser, a
 * third of a core each). The e2e tier runs on it: one spec file took 117 s instead of 191 s, with
 * 46 s of CPU instead of 124 s. Lighthouse (bench:web) keeps the full browser, as phones run it.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

function found(headlessShell: boolean) {
  if (scriptEnv.CHROME_PATH && fs.existsSync(scriptEnv.CHROME_PATH)) return scriptEnv.CHROME_PATH;
  if (headlessShell && fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

export function ensureChromium({ log = console.log, headlessShell = false } = {}) {
  const existing = found(headlessShell);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const canInstall = isRoot && fs.existsSync("/usr/bin/apt-get");
  if (existing && (!headlessShell || existing !== CANDIDATES[0] || !canInstall)) return existing;
  if (canInstall) {
    const packages = ["chromium", ...(headlessShell ? ["chromium-headless-shell"] : []), "fonts-dejavu-core"];
    log(`Chromium não encontrado: instalando ${packages.join(", ")} do Debian (apt-get)…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = found(headlessShell);
    if (installed) return installed;
  }
  if (existing) return existing;
  log("Chromium não encontrado: baixando o Chromium do Playwright…");
  const result = spawnSync(
    ...nodeCommand(path.join(ROOT, "node_modules", ".bin", "playwright"), ["install", "chromium"]),
    { stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("Não foi possível obter um Chromium. Defina CHROME_PATH.");
  return ""; // empty: let Playwright use its own download
}
