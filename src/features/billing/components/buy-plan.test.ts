import { describe, expect, it } from "vitest";
import { buyPlan } from "./buy-plan";

const answer = (status: number, body: unknown) =>
  (async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status })) as typeof fetch;

describe("buyPlan (spec §5, §8)", () => {
  it.each([
    [
      "200 with init_point → redirect",
      answer(200, { init_point: "https://mp.example/checkout?id=1" }),
      { kind: "redirect", url: "https://mp.example/checkout?id=1" },
    ],
    ["200 without init_point → nothing", answer(200, {}), { kind: "silent" }],
    ["400 → nothing", answer(400, { error: "Plano inválido" }), { kind: "silent" }],
    ["401 → nothing", answer(401, { error: "Faça login" }), { kind: "silent" }],
    ["403 → nothing", answer(403, { error: "Apenas o responsável" }), { kind: "silent" }],
    [
      "502 (Mercado Pago down) → error toast",
      answer(502, { error: "Houve um erro ao gerar o pagamento!" }),
      { kind: "error" },
    ],
    ["500 → error toast", answer(500, {}), { kind: "error" }],
    ["200 with a body that is not JSON → error toast", answer(200, "<html>"), { kind: "error" }],
    [
      "network error → error toast",
      (async () => {
        throw new TypeError("Failed to fetch");
      }) as typeof fetch,
      { kind: "error" },
    ],
  ] as const)("%s", async (_label, fetcher, expected) => {
    expect(await buyPlan("five_users", fetcher)).toEqual(expected);
  });
});
