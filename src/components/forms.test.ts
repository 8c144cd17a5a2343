import type { Resolver, ResolverResult } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { withPasswordConfirmation } from "./forms";

type Values = { email: string; password: string; confirm: string };

const requiresEmail: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.email) return { values, errors: {} };
  return { values: {}, errors: { email: { type: "required", message: "Informe o e-mail." } } };
};
const resolver = withPasswordConfirmation(requiresEmail, "password", "confirm");
const run = (values: Values) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("withPasswordConfirmation", () => {
  it("passes the resolver's answer through when both passwords match", async () => {
    const values = { email: "a@b.com", password: "segredo123", confirm: "segredo123" };
    expect(await run(values)).toEqual({ values, errors: {} });
  });

  it("adds the mismatch on `confirm` beside the resolver's own errors", async () => {
    const result = await run({ email: "", password: "segredo123", confirm: "outra" });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: "required", message: "Informe o e-mail." },
      confirm: { type: "validate", message: "As senhas não conferem." },
    });
  });
});
