import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { documentKind, generateCnpj, generateCpf, isValidCnpj, isValidCpf, normaliseDocument } from "./document";

// Oracles: numbers published as valid examples (Receita Federal's alphanumeric CNPJ example
// "12.ABC.345/01DE-35"), and the same numbers with one check digit changed.
const CASES: [label: string, input: string, expected: "CPF" | "CNPJ" | null][] = [
  ["CPF with mask", "529.982.247-25", "CPF"],
  ["CPF digits only", "11144477735", "CPF"],
  ["CPF whose first check digit is 0", "390.533.447-05", "CPF"],
  ["CPF with a wrong second check digit", "529.982.247-24", null],
  ["CPF with a wrong first check digit", "529.982.247-15", null],
  ["CPF of repeated digits", "111.111.111-11", null],
  ["CPF of zeros", "000.000.000-00", null],
  ["CNPJ with mask", "11.444.777/0001-61", "CNPJ"],
  ["CNPJ digits only", "11222333000181", "CNPJ"],
  ["alphanumeric CNPJ (Receita's example)", "12.ABC.345/01DE-35", "CNPJ"],
  ["alphanumeric CNPJ typed in lower case", "12.abc.345/01de-35", "CNPJ"],
  ["alphanumeric CNPJ with a wrong check digit", "12ABC34501DE36", null],
  ["CNPJ with a wrong second check digit", "11.444.777/0001-62", null],
  ["CNPJ with a wrong first check digit", "11.444.777/0001-51", null],
  ["CNPJ of zeros", "00.000.000/0000-00", null],
  ["letters in a CNPJ's check digits", "12ABC34501DE3A", null],
  ["10 digits", "1234567890", null],
  ["12 digits", "123456789012", null],
  ["empty", "", null],
];

describe("documentKind", () => {
  it.each(CASES)("%s: %s → %s", (_label, input, expected) => {
    expect(documentKind(input)).toBe(expected);
  });

  it("never accepts a CPF as a CNPJ or the other way round", () => {
    expect(isValidCnpj("529.982.247-25")).toBe(false);
    expect(isValidCpf("11.444.777/0001-61")).toBe(false);
  });
});

describe("normaliseDocument", () => {
  it.each([
    ["CPF mask", "529.982.247-25", "52998224725"],
    ["CNPJ mask and spaces", " 11.444.777/0001-61 ", "11444777000161"],
    ["lower-case letters", "12.abc.345/01de-35", "12ABC34501DE35"],
  ])("%s", (_label, input, expected) => {
    expect(normaliseDocument(input)).toBe(expected);
  });
});

describe("generateCpf and generateCnpj", () => {
  // A random source replayed from fast-check's numbers, so a failure shrinks to a reproducible case.
  const source = fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 14, maxLength: 14 });
  const replay = (values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length]!;
  };

  it("always yields a number the validator accepts, of the right kind", () => {
    fc.assert(
      fc.property(source, (values) => {
        const cpf = generateCpf(replay(values));
        const cnpj = generateCnpj(replay(values));
        return (
          /^\d{11}$/.test(cpf) && documentKind(cpf) === "CPF" && /^\d{14}$/.test(cnpj) && documentKind(cnpj) === "CNPJ"
        );
      }),
      { numRuns: 500 },
    );
  });

  it("never yields an all-same-digit number, even from a constant source", () => {
    expect(isValidCpf(generateCpf(() => 0.5))).toBe(true);
    expect(isValidCnpj(generateCnpj(() => 0))).toBe(true);
  });

  it("matches the published examples when fed their bases", () => {
    const digits = (s: string) => {
      const values = [...s].map((c) => (Number(c) + 0.5) / 10);
      return replay(values);
    };
    expect(generateCpf(digits("529982247"))).toBe("52998224725");
    expect(generateCnpj(digits("114447770001"))).toBe("11444777000161");
  });
});
