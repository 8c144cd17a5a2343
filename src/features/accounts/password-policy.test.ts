import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD, PERSONAL_PASSWORD, passwordProblem, WEAK_PASSWORD } from "./password-policy";

const marina = ["Marina Souza", "marina.souza@example.com"];

describe("passwordProblem", () => {
  it.each([
    ["12345678", COMMON_PASSWORD],
    ["password", COMMON_PASSWORD],
    ["qwertyuiop", COMMON_PASSWORD],
    ["senha123", COMMON_PASSWORD],
    ["iloveyou1", COMMON_PASSWORD],
    ["marinasouza", PERSONAL_PASSWORD],
    ["Marina2024!", PERSONAL_PASSWORD],
    ["marina.souza@example.com", PERSONAL_PASSWORD],
    ["xx-souza-xx-1", PERSONAL_PASSWORD],
    ["aaaaaaaaaa", WEAK_PASSWORD],
    ["senha-forte-1", null],
    ["nova-senha-segura-1", null],
    ["uma frase longa e rara", null],
  ])("%s → %s", (password, problem) => {
    expect(passwordProblem(password, marina)).toBe(problem);
  });
});
