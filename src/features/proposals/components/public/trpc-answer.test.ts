import { describe, expect, it } from "vitest";
import { refusal } from "./trpc-answer";

const answer = (body: unknown) => new Response(typeof body === "string" ? body : JSON.stringify(body), { status: 400 });

describe("refusal: why the public page's form was refused", () => {
  it("reads the server's message and each field's first message from a tRPC error", async () => {
    const body = { error: { json: { message: "Confira os campos.", data: { fieldErrors: { phone: ["Telefone inválido.", "outro"], name: [] } } } } };
    expect(await refusal(answer(body), "Não foi possível enviar.")).toEqual({ message: "Confira os campos.", fields: { phone: "Telefone inválido." } });
  });

  it("falls back when the answer is not a tRPC error (a proxy's page, another shape)", async () => {
    expect(await refusal(answer("<html>502</html>"), "Não foi possível enviar.")).toEqual({ message: "Não foi possível enviar.", fields: {} });
    expect(await refusal(answer({ error: { json: { message: 42, data: { fieldErrors: { phone: "x" } } } } }), "Falhou.")).toEqual({ message: "Falhou.", fields: {} });
    expect(await refusal(answer(null), "Falhou.")).toEqual({ message: "Falhou.", fields: {} });
  });
});
