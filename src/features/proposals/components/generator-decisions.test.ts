import { describe, expect, it } from "vitest";
import type { ProposalDetail } from "../document/schema";
import {
  clientOf,
  generatorHeading,
  initialGroup,
  paramsProblemMessage,
  saveButtonState,
  savedMessage,
  savedParamsOf,
  simulationHeading,
} from "./generator-decisions";

// Only the fields the decisions read; the rest of a proposal does not matter to them.
const proposal = (inputs: { group?: string; params?: object }, kind: "imovel" | "veiculo" = "imovel") =>
  ({
    kind,
    clientName: "João",
    snapshot: {
      inputs: {
        client: { name: "João", phone: null, email: "j@example.com", document: null },
        params: { bidMode: "reduzParcela" },
        ...inputs,
      },
    },
  }) as unknown as ProposalDetail;

describe("the generator's decisions", () => {
  it("says Salvar proposta until a save, then Salva while the form is unchanged, and Salvar proposta again after a change", () => {
    expect(saveButtonState(null, "form-a")).toEqual({ saved: false, label: "Salvar proposta" });
    expect(saveButtonState("form-a", "form-a")).toEqual({ saved: true, label: "Salva" });
    expect(saveButtonState("form-a", "form-b")).toEqual({ saved: false, label: "Salvar proposta" });
  });

  it("heads a new proposal and an edit differently, and says which version an edit saved", () => {
    expect(generatorHeading(undefined).title).toBe("Gerar proposta");
    expect(generatorHeading({ clientName: "João" })).toMatchObject({
      title: "Editar proposta de João",
      description: expect.stringContaining("nova versão"),
    });
    expect(savedMessage(false, 1)).toBe("Proposta salva.");
    expect(savedMessage(true, 3)).toBe("Nova versão (3) salva. O link mostra esta versão.");
    expect(simulationHeading("imovel")).toBe("Simulação imobiliária");
    expect(simulationHeading("veiculo")).toBe("Simulação de veículo");
  });

  it("names the invalid parameter when nothing was saved", () => {
    expect(paramsProblemMessage("Prazo: no mínimo 12 meses")).toBe(
      "A proposta não foi salva. Corrija o parâmetro destacado — Prazo: no mínimo 12 meses",
    );
    expect(paramsProblemMessage(undefined)).toContain("valor inválido");
  });

  it("starts an edit from the proposal's client, group and parameters of its own kind only", () => {
    expect(clientOf(undefined)).toEqual({ name: "", phone: "", email: "", document: "" });
    expect(clientOf(proposal({}))).toEqual({ name: "João", phone: "", email: "j@example.com", document: "" });
    expect(initialGroup(proposal({ group: "all" }))).toBe("");
    expect(initialGroup(proposal({ group: "G-1020" }))).toBe("G-1020");
    expect(initialGroup(undefined)).toBe("");
    expect(savedParamsOf(proposal({}), "imovel")).toEqual({ bidMode: "reduzParcela" });
    expect(savedParamsOf(proposal({}), "veiculo")).toBeNull();
  });
});
