import { describe, expect, it } from "vitest";
import { contactState, signalText } from "./board-text";

const now = new Date("2026-11-26T15:00:00Z"); // 12:00 in São Paulo

describe("signalText", () => {
  it.each([
    [
      "an open two hours ago",
      { kind: "view", at: new Date("2026-11-26T13:00:00Z"), detail: "celular" },
      "abriu a proposta há 2 horas",
    ],
    [
      "a PDF yesterday",
      { kind: "pdf", at: new Date("2026-11-25T14:00:00Z"), detail: "computador" },
      "baixou o PDF ontem",
    ],
    [
      "an answer with its message",
      { kind: "answer", at: new Date("2026-11-26T14:55:00Z"), detail: " Posso dar um lance? " },
      "respondeu: “Posso dar um lance?” há 5 minutos",
    ],
    [
      "an answer without a message",
      { kind: "answer", at: new Date("2026-11-26T14:55:00Z"), detail: "" },
      "respondeu “Tenho interesse” há 5 minutos",
    ],
  ] as const)("%s", (_label, signal, text) => {
    expect(signalText(signal, now)).toBe(text);
  });
});

describe("contactState (São Paulo's day, not the machine's)", () => {
  it.each([
    ["yesterday", "2026-11-25", "overdue"],
    ["today", "2026-11-26", "today"],
    ["tomorrow", "2026-11-27", "later"],
  ] as const)("%s", (_label, day, state) => {
    expect(contactState(day, now)).toBe(state);
  });

  it("at 23:30 in São Paulo (already the next day in UTC) today is still São Paulo's", () => {
    expect(contactState("2026-11-26", new Date("2026-11-27T02:30:00Z"))).toBe("today");
  });
});
