import bcrypt from "bcryptjs";
import { AppError } from "~/lib/errors";
import { passwordProblem } from "./password-policy";

// bcrypt cost 12 (≥ 10 required); bcryptjs needs no native build.
const COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when the e-mail is unknown, so both paths take the same time.
export const DUMMY_HASH = "$2b$12$srQR0R4VFZ4AzZAKFP9DDuTTK22nXuSxCm9udU0s0vg1huEOc7e3y";

/** A new password that is common or built on the user's own name or e-mail: VALIDATION on "password". */
export function assertPasswordAllowed(password: string, personal: string[]): void {
  const problem = passwordProblem(password, personal);
  if (problem) throw new AppError("VALIDATION", problem, { field: "password" });
}
