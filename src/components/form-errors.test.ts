import { describe, expect, it } from "vitest";
import { fieldErrorsOf, formErrorOf } from "./form-errors";

function trpcLikeError(message: string, data: object) {
  return Object.assign(new Error(message), { data });
}

describe("form errors from the tRPC error formatter", () => {
  it("takes the first zod message per field", () => {
    const error = trpcLikeError("Dados inválidos.", {
      fieldErrors: { email: ["Informe um e-mail válido.", "x"], password: [] },
    });
    expect(fieldErrorsOf(error)).toEqual({ email: "Informe um e-mail válido." });
    expect(formErrorOf(error)).toBeNull();
  });

  it("puts an AppError naming its field beside that field", () => {
    const error = trpcLikeError("Este e-mail já está cadastrado.", {
      fieldErrors: null,
      appCode: "CONFLICT",
      appDetails: { field: "email" },
    });
    expect(fieldErrorsOf(error)).toEqual({ email: "Este e-mail já está cadastrado." });
  });

  it("anything else is a form-level message", () => {
    const error = trpcLikeError("Link inválido ou expirado.", { fieldErrors: null, appCode: "VALIDATION" });
    expect(fieldErrorsOf(error)).toEqual({});
    expect(formErrorOf(error)).toBe("Link inválido ou expirado.");
    expect(formErrorOf(null)).toBeNull();
  });
});
