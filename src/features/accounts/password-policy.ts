import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

// Pure (no I/O). New passwords are judged on the server only (the common-password dictionary is large: it stays
// out of the browser bundle). zxcvbn-ts estimates guessability against a maintained list of common
// passwords and keyboard patterns, and against the user's own name and e-mail.

export const COMMON_PASSWORD = "Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.";
export const PERSONAL_PASSWORD = "A senha não pode conter seu nome ou e-mail.";
export const WEAK_PASSWORD = "Senha fácil de adivinhar. Use mais palavras ou misture letras, números e símbolos.";

let factory: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

/** Words of the user's own data a password must not be built on (4+ letters). */
function personalWords(inputs: string[]): string[] {
  const words = inputs.flatMap((input) => {
    const lower = input.toLowerCase();
    const local = lower.split("@")[0] ?? "";
    return [lower, local, ...local.split(/[^\p{L}\p{N}]+/u), ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(words.filter((w) => w.length >= 4))];
}

/** null when the password may be used, else the pt-BR reason. */
export function passwordProblem(password: string, personal: string[]): string | null {
  const lower = password.toLowerCase();
  const words = personalWords(personal);
  if (words.some((word) => lower.includes(word))) return PERSONAL_PASSWORD;
  const result = zxcvbn().check(password.slice(0, 100), words);
  if (result.feedback.warning === "userInputs") return PERSONAL_PASSWORD;
  if (result.score >= 2) return null;
  return ["topTen", "topHundred", "common", "similarToCommon"].includes(result.feedback.warning ?? "")
    ? COMMON_PASSWORD
    : WEAK_PASSWORD;
}
