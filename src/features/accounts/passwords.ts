import crypto from "node:crypto";
import { hash, parseOptions, verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { AppError } from "~/lib/errors";
import { passwordProblem } from "./password-policy";

// argon2id with OWASP's Password Storage Cheat Sheet minimum (m = 19 MiB, t = 2, p = 1). The native
// binding hashes on libuv's thread pool, so a burst of logins never blocks the event loop.
// Hashes made before (bcrypt, cost 12) still verify and are replaced at the next successful login.

type Argon2Cost = { memoryCost: number; timeCost: number; parallelism: number };

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum in the binding's types)

export const OWASP_ARGON2ID: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** The cheapest argon2id the tests use (src/test/integration-setup.ts), so logins in tests cost next to nothing. */
export const TEST_ARGON2ID: Argon2Cost = { memoryCost: 256, timeCost: 1, parallelism: 1 };

/** The cost new hashes get; tests lower it through `setPasswordCost`. */
let cost: Argon2Cost = OWASP_ARGON2ID;
let dummy: Promise<string> | null = null;

/** Test hook: hash (and expect) the given cost from now on. */
export function setPasswordCost(next: Argon2Cost): void {
  cost = next;
  dummy = null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...cost, algorithm: ARGON2ID });
}

/** Verifies against an argon2id hash (off the main thread) or a legacy bcrypt one. Never throws for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isBcrypt(stored)) return bcrypt.compare(password, stored);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

function isBcrypt(stored: string): boolean {
  return /^\$2[aby]\$/.test(stored);
}

/** Whether a stored hash is not argon2id at the current cost (bcrypt, or older parameters). */
export function needsRehash(stored: string): boolean {
  if (isBcrypt(stored)) return true;
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost !== cost.memoryCost ||
      options.timeCost !== cost.timeCost ||
      options.parallelism !== cost.parallelism
    );
  } catch {
    return true;
  }
}

/** A hash at the current cost of a random secret: unknown e-mails are checked against it, so both paths take the same time. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(32).toString("base64url"));
  return dummy;
}

/** A new password that is common or built on the user's own name or e-mail: VALIDATION on "password". */
export function assertPasswordAllowed(password: string, personal: string[]): void {
  const problem = passwordProblem(password, personal);
  if (problem) throw new AppError("VALIDATION", problem, { field: "password" });
}
