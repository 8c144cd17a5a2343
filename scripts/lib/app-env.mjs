// Environment for processes the scripts start (Next, seed, tests) when the developer set none.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DATA_ROOT } from "./embedded-db.mjs";

/** A stable, git-ignored secret for local runs, so sessions survive restarts. */
export function localSecret() {
  const file = path.join(DATA_ROOT, "nextauth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_ROOT, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

export function appEnv({ databaseUrl, port = 3000, extra = {} } = {}) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || localSecret(),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
}
