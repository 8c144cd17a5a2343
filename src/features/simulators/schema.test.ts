import { describe, expect, it } from "vitest";
import * as z from "zod";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel, compareVeiculo } from "./engine";
import { imovelParamsSchema, veiculoParamsSchema } from "./schema";

const fieldErrors = (result: { success: boolean; error?: z.ZodError }) =>
  (result.error ? z.flattenError(result.error).fieldErrors : {}) as Record<string, string[] | undefined>;

describe("imovelParamsSchema", () => {
  it("accepts the defaults, and the parsed object runs in the engine", () => {
    const parsed = imovelParamsSchema.parse(IMOVEL_DEFAULT_PARAMS);
    expect(parsed).toEqual(IMOVEL_DEFAULT_PARAMS);
    expect(() => compareImovel(parsed)).not.toThrow();
  });

  it("fills bidMode and the scenario switches when omitted", () => {
    const { bidMode: _mode, scenarios: _scenarios, ...rest } = IMOVEL_DEFAULT_PARAMS;
    const parsed = imovelParamsSchema.parse(rest);
    expect(parsed.bidMode).toBe("reduzParcela");
    expect(parsed.scenarios).toEqual({
      rentWhileWaiting: true,
      appreciation: true,
      rentalIncome: true,
      investInstead: true,
    });
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ["prazo 0", "prazo", { prazo: 0 }, "O prazo deve estar entre 1 e 420\u00a0meses."],
    ["prazo 421", "prazo", { prazo: 421 }, "O prazo deve estar entre 1 e 420\u00a0meses."],
    ["prazo fractional", "prazo", { prazo: 100.5 }, "O prazo deve ser um número inteiro de meses."],
    [
      "value 0",
      "value",
      { value: 0 },
      "O valor do crédito deve ser maior que zero e no máximo R$\u00a0100.000.000,00.",
    ],
    ["value as text", "value", { value: "500000" }, "O valor do crédito deve ser um número válido."],
    ["value NaN", "value", { value: Number.NaN }, "O valor do crédito deve ser um número válido."],
    ["value Infinity", "value", { value: Number.POSITIVE_INFINITY }, "O valor do crédito deve ser um número válido."],
    ["ta 101", "ta", { ta: 101 }, "A taxa de administração deve estar entre 0\u00a0% e 100\u00a0% do crédito."],
    [
      "priceJuros −100",
      "priceJuros",
      { priceJuros: -100 },
      "A taxa de juros deve ser maior que -100\u00a0% e no máximo 100\u00a0%\u00a0a.m.",
    ],
    ["sacTr 100.1", "sacTr", { sacTr: 100.1 }, "A TR deve ser maior que -100\u00a0% e no máximo 100\u00a0%\u00a0a.a."],
    [
      "pricePrazo 601",
      "pricePrazo",
      { pricePrazo: 601 },
      "O prazo do financiamento deve estar entre 1 e 600\u00a0meses.",
    ],
    [
      "sacPercent 100",
      "sacPercent",
      { sacPercent: 100 },
      "A entrada deve ser de 0\u00a0% até menos de 100\u00a0% do valor do bem.",
    ],
    [
      "pAplicado 120",
      "pAplicado",
      { pAplicado: 120 },
      "O percentual aplicado deve estar entre 0\u00a0% e 100\u00a0% do aluguel.",
    ],
    [
      "prazoAc after prazo",
      "prazoAc",
      { prazoAc: 221 },
      "O mês de contemplação deve estar entre 1 e 220 (o prazo do grupo).",
    ],
    [
      "win above the saldo",
      "win",
      { win: 95.05 },
      "O lance deve estar entre 0\u00a0% e 95,04\u00a0% do crédito (o saldo a pagar no mês 50).",
    ],
    [
      "bid mode unknown",
      "bidMode",
      { bidMode: "x" },
      "Escolha como aplicar o lance: reduzir a parcela ou reduzir o prazo.",
    ],
  ])("%s → pt-BR message on %s", (_label, field, overrides, message) => {
    const result = imovelParamsSchema.safeParse({ ...IMOVEL_DEFAULT_PARAMS, ...overrides });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)[field]?.[0]).toBe(message);
  });

  it("reports a cross-field error even while another field is wrong", () => {
    const errors = fieldErrors(imovelParamsSchema.safeParse({ ...IMOVEL_DEFAULT_PARAMS, win: 99, igpm: -200 }));
    expect(Object.keys(errors).sort()).toEqual(["igpm", "win"]);
  });

  it("skips the bid check while prazoAc is itself invalid (one message per cause)", () => {
    const errors = fieldErrors(imovelParamsSchema.safeParse({ ...IMOVEL_DEFAULT_PARAMS, prazoAc: 300, win: 99 }));
    expect(Object.keys(errors)).toEqual(["prazoAc"]);
  });

  it("accepts a bid of exactly the saldo", () => {
    const win = (1.23 - (50 * 1.23) / 220) * 100;
    expect(imovelParamsSchema.safeParse({ ...IMOVEL_DEFAULT_PARAMS, win }).success).toBe(true);
  });
});

describe("veiculoParamsSchema", () => {
  it("accepts the defaults, and the parsed object runs in the engine", () => {
    const parsed = veiculoParamsSchema.parse(VEICULO_DEFAULT_PARAMS);
    expect(parsed).toEqual(VEICULO_DEFAULT_PARAMS);
    expect(() => compareVeiculo(parsed)).not.toThrow();
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    [
      "depreciation 101",
      "depreciacao",
      { depreciacao: 101 },
      "A depreciação deve estar entre 0\u00a0% e 100\u00a0%\u00a0a.a.",
    ],
    [
      "prazoAc after prazo",
      "prazoAc",
      { prazoAc: 81 },
      "O mês de contemplação deve estar entre 1 e 80 (o prazo do grupo).",
    ],
    [
      "scenario toggle as text",
      "scenarios",
      { scenarios: { depreciation: "sim", investInstead: true } },
      "Informe se o cenário está ligado ou desligado.",
    ],
  ])("%s → pt-BR message on %s", (_label, field, overrides, message) => {
    const result = veiculoParamsSchema.safeParse({ ...VEICULO_DEFAULT_PARAMS, ...overrides });
    expect(result.success).toBe(false);
    if (field === "scenarios") {
      expect(result.error?.issues[0]).toMatchObject({ path: ["scenarios", "depreciation"], message });
    } else {
      expect(fieldErrors(result)[field]?.[0]).toBe(message);
    }
  });
});

describe("the honest-finance fields in the schemas", () => {
  it("parameters saved before them parse with every new field off, to the same figures", () => {
    const {
      embutido: _e,
      embutidoMax: _m,
      fundoReserva: _f,
      seguro: _s,
      fgtsLance: _fl,
      fgtsParcela: _fp,
      finMip: _mip,
      finDfi: _dfi,
      finTarifa: _t,
      finTarifasIniciais: _ti,
      correctionIndex: _ci,
      bidBase: _bb,
      ...old
    } = IMOVEL_DEFAULT_PARAMS;
    const parsed = imovelParamsSchema.parse(old);
    expect(parsed).toEqual(IMOVEL_DEFAULT_PARAMS);
    expect(compareImovel(parsed).consorcio.summary).toEqual(compareImovel(IMOVEL_DEFAULT_PARAMS).consorcio.summary);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      "embutido above the group's cap",
      { win: 40, embutido: 35 },
      "embutido",
      "O lance embutido deve ser de no máximo 30\u00a0% do crédito (o limite do grupo).",
    ],
    [
      "embutido above the bid",
      { win: 10, embutido: 15 },
      "embutido",
      "O lance embutido faz parte do lance: não pode ser maior que o lance.",
    ],
    [
      "FGTS beyond the bid",
      { prazoAc: 1, win: 10, fgtsLance: 60_000 },
      "fgtsLance",
      "O lance embutido e o FGTS somam mais que o lance: aumente o lance ou reduza o FGTS.",
    ],
    [
      "fundo de reserva above ta",
      { ta: 10, fundoReserva: 12 },
      "fundoReserva",
      "O fundo de reserva faz parte da taxa de administração total: não pode ser maior que ela.",
    ],
    [
      "FGTS paying 90\u00a0% of the instalment",
      { fgtsParcela: 90 },
      "fgtsParcela",
      "O FGTS pode pagar de 0\u00a0% a 80\u00a0% da parcela (por até 12\u00a0meses).",
    ],
    [
      "a bid of credit + fees above the saldo",
      { bidBase: "creditoTaxas", prazoAc: 219, win: 1 },
      "win",
      "O lance deve estar entre 0\u00a0% e 0,45\u00a0% do crédito mais as taxas (o saldo a pagar no mês 219).",
    ],
  ])("refuses %s with its pt-BR message", (_label, patch, field, message) => {
    expect(fieldErrors(imovelParamsSchema.safeParse({ ...IMOVEL_DEFAULT_PARAMS, ...patch }))[field]).toEqual([message]);
  });
});
