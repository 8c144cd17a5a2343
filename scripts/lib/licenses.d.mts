export type LicenseVerdict = "allowed" | "forbidden" | "unknown";
export function licenseOf(manifest: unknown): string | null;
export function classifyLicense(expression: string | null): LicenseVerdict;
export function auditPackages(paths: string[]): { id: string; dir: string; license: string | null; verdict: LicenseVerdict }[];
