import { describe, expect, it } from "vitest";
import { parseLoginError } from "./login-error";

const json = (value: unknown) => JSON.stringify(value);

describe("parseLoginError", () => {
  it.each([
    [
      "wrong password",
      json({ code: "UNAUTHORIZED", message: "E-mail ou senha inválidos.", details: null }),
      "UNAUTHORIZED",
      "E-mail ou senha inválidos.",
    ],
    [
      "throttled",
      json({ code: "RATE_LIMITED", message: "Muitas tentativas.", details: null }),
      "RATE_LIMITED",
      "Muitas tentativas.",
    ],
    [
      "unverified e-mail",
      json({ code: "FORBIDDEN", message: "Confirme seu e-mail.", details: { reason: "EMAIL_NOT_VERIFIED" } }),
      "EMAIL_NOT_VERIFIED",
      "Confirme seu e-mail.",
    ],
    ["other forbidden", json({ code: "FORBIDDEN", message: "Bloqueado.", details: null }), "OTHER", "Bloqueado."],
    ["next-auth's plain code", "CredentialsSignin", "UNAUTHORIZED", "E-mail ou senha inválidos."],
    ["nothing", undefined, "OTHER", "Não foi possível entrar agora. Tente novamente em instantes."],
    [
      "empty message falls back",
      json({ code: "RATE_LIMITED", message: "" }),
      "RATE_LIMITED",
      "Muitas tentativas de login. Aguarde 15 minutos e tente novamente.",
    ],
  ])("%s", (_label, raw, code, message) => {
    expect(parseLoginError(raw)).toMatchObject({ code, message });
  });

  it("seat limit carries the live sessions and who may end them", () => {
    const error = parseLoginError(
      json({
        code: "SEAT_LIMIT",
        message: "Sua conta já tem 2 sessões ativas.",
        details: {
          seats: 2,
          canEndAny: true,
          sessions: [
            {
              id: "s1",
              userName: "Marina",
              device: "Chrome em Linux",
              lastSeenAt: "2025-03-10T12:00:00.000Z",
              startedAt: "2025-03-10T09:00:00.000Z",
              mine: true,
            },
            {
              id: "s2",
              userName: "João",
              device: "Safari em iOS",
              lastSeenAt: "2025-03-10T11:00:00.000Z",
              mine: false,
            },
          ],
        },
      }),
    );
    expect(error).toEqual({
      code: "SEAT_LIMIT",
      message: "Sua conta já tem 2 sessões ativas.",
      seats: 2,
      canEndAny: true,
      sessions: [
        {
          id: "s1",
          userName: "Marina",
          device: "Chrome em Linux",
          lastSeenAt: "2025-03-10T12:00:00.000Z",
          startedAt: "2025-03-10T09:00:00.000Z",
          mine: true,
        },
        {
          id: "s2",
          userName: "João",
          device: "Safari em iOS",
          lastSeenAt: "2025-03-10T11:00:00.000Z",
          startedAt: null,
          mine: false,
        },
      ],
    });
  });
});
