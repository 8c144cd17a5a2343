import { describe, expect, it } from "vitest";
import { saoPauloToday } from "./days";
import {
  advanceStatus,
  CLIENT_STATUSES,
  deviceKind,
  isOneOf,
  nationalPhone,
  parseStage,
  RESPONSE_TO_CLIENT_STATUS,
} from "./status";

describe("client pipeline rules", () => {
  it.each([
    ["forward", "novo", "proposta_enviada", "proposta_enviada"],
    ["never back", "negociacao", "proposta_enviada", "negociacao"],
    ["lost from any open stage", "em_contato", "perdido", "perdido"],
    ["closed stays closed", "fechado", "negociacao", "fechado"],
    ["lost stays lost", "perdido", "fechado", "perdido"],
  ] as const)("%s: %s + %s → %s", (_label, current, next, expected) => {
    expect(advanceStatus(current, next)).toBe(expected);
  });

  it("maps every answer status onto the pipeline", () => {
    expect(RESPONSE_TO_CLIENT_STATUS).toEqual({
      novo: "proposta_enviada",
      em_contato: "negociacao",
      fechado: "fechado",
      perdido: "perdido",
    });
  });

  it.each([
    ["11987654321", "11987654321"],
    ["5511987654321", "11987654321"],
    ["551133334444", "1133334444"],
    ["+55 (11) 98765-4321", "11987654321"],
    ["", null],
  ])("phone %s → %s", (raw, expected) => {
    expect(nationalPhone(raw)).toBe(expected);
  });

  it("device kinds and São Paulo's day", () => {
    expect([deviceKind("mobile"), deviceKind("tablet"), deviceKind(undefined)]).toEqual([
      "celular",
      "tablet",
      "computador",
    ]);
    // 01:30 UTC on the 25th is still the 24th in São Paulo.
    expect(saoPauloToday(new Date("2026-11-25T01:30:00Z")).toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });
});

describe("closed lists read from text", () => {
  it("knows a list's members and nothing else", () => {
    expect(isOneOf(CLIENT_STATUSES, "negociacao")).toBe(true);
    expect(isOneOf(CLIENT_STATUSES, "Negociação")).toBe(false);
    expect(isOneOf(CLIENT_STATUSES, null)).toBe(false);
  });

  it("reads a stage select's value with its lost reason, and refuses an unknown stage", () => {
    expect(parseStage("perdido:preco")).toEqual({ status: "perdido", lostReason: "preco" });
    expect(parseStage("fechado")).toEqual({ status: "fechado", lostReason: null });
    expect(parseStage("perdido:inventado")).toEqual({ status: "perdido", lostReason: null });
    expect(parseStage("arquivado")).toBeNull();
  });
});
