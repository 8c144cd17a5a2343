// The licence rule for production dependencies (`npm run check:licenses`): a closed SaaS may not
// ship AGPL (network use counts as distribution), GPL or SSPL code. LGPL is allowed: sharp's libvips
// binaries (@img/sharp-libvips-*, LGPL-3.0-or-later) are a separate shared library, dynamically
// linked and replaceable, which is what the LGPL asks for.
import { readFileSync } from "node:fs";
import path from "node:path";

// GPL and AGPL in every version and spelling ("GPL-3.0-only", "AGPL-3.0-or-later", "GPLv2+"); LGPL
// starts with "L" and does not match.
const FORBIDDEN = /^(?:A?GPL|SSPL)/i;

type Manifest = { name?: string; version?: string; license?: unknown; licenses?: unknown };

/** A package.json's licence as one SPDX-like expression ("MIT", "(MIT OR GPL-3.0)"), or null. */
export function licenseOf(manifest: Manifest | null | undefined): string | null {
  const { license, licenses } = manifest ?? {};
  if (typeof license === "string" && license.trim()) return license.trim();
  if (license && typeof license === "object" && "type" in license && typeof license.type === "string")
    return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    // The old `licenses` array lists alternatives.
    return (
      licenses
        .map((entry: unknown) => (typeof entry === "string" ? entry : (entry as { type?: string } | null)?.type))
        .filter(Boolean)
        .join(" OR ") || null
    );
  }
  return null;
}

/**
 * "allowed", "forbidden" or "unknown" for an expression. A choice (OR) is allowed when one of its
 * alternatives is; a combination (AND) is forbidden when any of its parts is.
 */
export function classifyLicense(expression: string | null | undefined): "allowed" | "forbidden" | "unknown" {
  if (!expression || /^(?:UNLICENSED|SEE LICENSE IN\b)/i.test(expression.trim())) return "unknown";
  const alternatives = expression.replace(/[()]/g, " ").split(/\s+OR\s+/i);
  const allowed = alternatives.some((alternative) =>
    alternative
      .split(/\s+AND\s+/i)
      .map((term) => term.trim().split(/\s+WITH\s+/i)[0] ?? "")
      .every((term) => term !== "" && !FORBIDDEN.test(term)),
  );
  return allowed ? "allowed" : "forbidden";
}

/** Each installed package directory under `paths` with its name, version, licence and verdict. */
export function auditPackages(paths: Iterable<string>) {
  const seen = new Map<
    string,
    { id: string; dir: string; license: string | null; verdict: ReturnType<typeof classifyLicense> }
  >();
  for (const dir of paths) {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    } catch {
      continue;
    }
    const id = `${manifest.name}@${manifest.version}`;
    if (seen.has(id)) continue;
    const license = licenseOf(manifest);
    seen.set(id, { id, dir, license, verdict: classifyLicense(license) });
  }
  return [...seen.values()];
}
