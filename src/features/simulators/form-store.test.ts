import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./engine";
import { createFormStore, followNote } from "./form-store";
import { imovelParamsSchema, veiculoParamsSchema } from "./schema";

const imovelStore = () => createFormStore(imovelParamsSchema, IMOVEL_DEFAULT_PARAMS);

describe("createFormStore", () => {
  it.each<[string, Array<[string, unknown]>, Record<string, string>]>([
    ["text that is not a number", [["value", Number.NaN]], { value: "O valor do crédito deve ser um número válido." }],
    ["a value out of range", [["prazo", 0]], { prazo: "O prazo deve estar entre 1 e 420\u00a0meses." }],
    [
      "a shorter group makes the contemplation month wrong",
      [["prazo", 40]],
      { prazoAc: "O mês de contemplação deve estar entre 1 e 40 (o prazo do grupo)." },
    ],
    [
      "two bad fields at once",
      [
        ["priceJuros", 200],
        ["sacPrazo", 0],
      ],
      {
        priceJuros: "A taxa de juros deve ser maior que -100\u00a0% e no máximo 100\u00a0%\u00a0a.m.",
        sacPrazo: "O prazo do financiamento deve estar entre 1 e 600\u00a0meses.",
      },
    ],
  ])("%s: pt-BR message on the field, results kept and marked stale", (_label, edits, errors) => {
    const store = imovelStore();
    const before = store.getSnapshot().valid;
    for (const [name, value] of edits) store.setField(name, value);
    const snapshot = store.getSnapshot();
    expect(snapshot.errors).toEqual(errors);
    expect(snapshot.stale).toBe(true);
    expect(snapshot.valid).toBe(before);
  });

  it("a valid edit replaces the results and clears the errors", () => {
    const store = imovelStore();
    store.setField("value", Number.NaN);
    store.setField("value", 600_000);
    const snapshot = store.getSnapshot();
    expect(snapshot).toMatchObject({ stale: false, errors: {}, touched: true });
    expect(snapshot.valid.value).toBe(600_000);
  });

  it("a reset to the figures already shown changes nothing and tells no one (a hydrating page keeps its HTML)", () => {
    const store = imovelStore();
    let emitted = 0;
    store.subscribe(() => (emitted += 1));
    const before = store.getSnapshot();
    store.reset({ ...IMOVEL_DEFAULT_PARAMS });
    expect(store.getSnapshot()).toBe(before);
    expect(emitted).toBe(0);
    // Other figures do reset, and remount the inputs to show them.
    store.reset({ ...IMOVEL_DEFAULT_PARAMS, value: 650_000 });
    expect(store.getSnapshot()).toMatchObject({ resetCount: before.resetCount + 1 });
    expect(store.getSnapshot().valid.value).toBe(650_000);
    expect(emitted).toBe(1);
  });

  it("a preset chosen outside the inputs is validated like a keystroke and remounts the inputs to show it", () => {
    const store = imovelStore();
    store.setField("value", Number.NaN);
    const before = store.getSnapshot().resetCount;
    store.setFieldShown("priceJuros", 0.8735);
    const snapshot = store.getSnapshot();
    expect(snapshot.resetCount).toBe(before + 1);
    expect(snapshot.draft.priceJuros).toBe(0.8735);
    // Another field's error stays: the preset does not paper over it.
    expect(snapshot.errors).toEqual({ value: "O valor do crédito deve ser um número válido." });
    store.setField("value", 600_000);
    expect(store.getSnapshot().valid.priceJuros).toBe(0.8735);
  });

  it("keeps the same params object when an edit does not change any number", () => {
    const store = imovelStore();
    store.setField("value", 600_000);
    const first = store.getSnapshot().valid;
    store.setField("value", 600_000);
    expect(store.getSnapshot().valid).toBe(first);
  });

  it("switches scenarios and the bid mode", () => {
    const store = createFormStore(veiculoParamsSchema, VEICULO_DEFAULT_PARAMS);
    store.setScenario("depreciation", false);
    store.setField("bidMode", "reduzPrazo");
    expect(store.getSnapshot().valid.scenarios).toEqual({ depreciation: false, investInstead: true });
    expect(store.getSnapshot().valid.bidMode).toBe("reduzPrazo");
  });

  it("reset brings new params, clears errors and tells the inputs to re-read", () => {
    const store = imovelStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.setField("win", 99);
    expect(store.getSnapshot().errors.win).toMatch(/^O lance deve estar entre 0\u00a0% e 95,04\u00a0%/);
    const restored = { ...IMOVEL_DEFAULT_PARAMS, value: 400_000 };
    store.reset(restored);
    expect(store.getSnapshot()).toMatchObject({
      valid: restored,
      errors: {},
      stale: false,
      resetCount: 1,
      touched: false,
    });
    expect(store.getSnapshot().draft.value).toBe(400_000);
    expect(calls).toBe(2);
    unsubscribe();
    store.setField("value", 1);
    expect(calls).toBe(2);
  });

  it("with a schema loader: keeps edits made before the schema arrives and checks them once it does", async () => {
    let resolve: (schema: typeof imovelParamsSchema) => void = () => {};
    const loaded = new Promise<typeof imovelParamsSchema>((r) => (resolve = r));
    const store = createFormStore(() => loaded, IMOVEL_DEFAULT_PARAMS);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.setField("prazo", 0);
    expect(store.getSnapshot().draft.prazo).toBe(0);
    expect(store.getSnapshot().errors).toEqual({});
    expect(store.getSnapshot().valid).toBe(IMOVEL_DEFAULT_PARAMS);
    resolve(imovelParamsSchema);
    await loaded;
    await Promise.resolve();
    expect(store.getSnapshot().errors).toEqual({ prazo: "O prazo deve estar entre 1 e 420\u00a0meses." });
    expect(store.getSnapshot().stale).toBe(true);
    store.setField("prazo", 200);
    expect(store.getSnapshot().valid.prazo).toBe(200);
    expect(notified).toBe(3);
  });

  it("with a schema loader: loads it when the form is reached for or changed, not with the page's first subscriber", async () => {
    let loads = 0;
    const loader = () => {
      loads += 1;
      return Promise.resolve(imovelParamsSchema);
    };
    const store = createFormStore(loader, IMOVEL_DEFAULT_PARAMS);
    store.subscribe(() => {});
    store.reset({ ...IMOVEL_DEFAULT_PARAMS });
    expect(loads).toBe(0);
    store.preload();
    store.preload();
    expect(loads).toBe(1);

    const typedFirst = createFormStore(loader, IMOVEL_DEFAULT_PARAMS);
    typedFirst.subscribe(() => {});
    typedFirst.setField("value", 750_000);
    expect(loads).toBe(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(typedFirst.getSnapshot().valid.value).toBe(750_000);
  });

  describe('the financing terms follow "Prazo do grupo" while they equal it', () => {
    it("a new group term moves PRICE and SAC along, so the paths end in the same month", () => {
      const store = imovelStore();
      store.setField("prazo", 18);
      store.setField("prazo", 180);
      const snapshot = store.getSnapshot();
      expect(snapshot.draft).toMatchObject({ prazo: 180, pricePrazo: 180, sacPrazo: 180 });
      expect(snapshot.valid).toMatchObject({ prazo: 180, pricePrazo: 180, sacPrazo: 180 });
      expect(snapshot.follows).toEqual({ pricePrazo: true, sacPrazo: true });
    });

    it("an empty or zero group term moves nothing and keeps the link for the next number", () => {
      const store = imovelStore();
      store.setField("prazo", Number.NaN);
      store.setField("prazo", 0);
      expect(store.getSnapshot().draft).toMatchObject({ pricePrazo: 220, sacPrazo: 220 });
      store.setField("prazo", 200);
      expect(store.getSnapshot().draft).toMatchObject({ pricePrazo: 200, sacPrazo: 200 });
    });

    it("a term the seller types stays theirs; typing the group's term again links it back", () => {
      const store = imovelStore();
      store.setField("pricePrazo", 360);
      store.setField("prazo", 180);
      expect(store.getSnapshot().draft).toMatchObject({ prazo: 180, pricePrazo: 360, sacPrazo: 180 });
      expect(store.getSnapshot().follows).toEqual({ pricePrazo: false, sacPrazo: true });
      store.setField("pricePrazo", 180);
      store.setField("prazo", 150);
      expect(store.getSnapshot().draft).toMatchObject({ pricePrazo: 150, sacPrazo: 150 });
    });

    it("the form says so beside both fields", () => {
      const store = imovelStore();
      expect(followNote("prazo", store.getSnapshot())).toBe("O prazo do financiamento acompanha este.");
      expect(followNote("sacPrazo", store.getSnapshot())).toBe("Acompanha o prazo do grupo.");
      expect(followNote("value", store.getSnapshot())).toBeNull();
      store.setField("sacPrazo", 300);
      expect(followNote("prazo", store.getSnapshot())).toBe(
        "O financiamento tem prazo próprio: os caminhos terminam em meses diferentes.",
      );
      expect(followNote("sacPrazo", store.getSnapshot())).toBe(
        "Diferente do prazo do grupo (220\u00a0meses): os caminhos terminam em meses diferentes.",
      );
      expect(followNote("pricePrazo", store.getSnapshot())).toBe("Acompanha o prazo do grupo.");
    });

    it("a vehicle's CDC term (60) differs from its group (80) by default: it stays put", () => {
      const store = createFormStore(veiculoParamsSchema, VEICULO_DEFAULT_PARAMS);
      expect(store.getSnapshot().follows).toEqual({ pricePrazo: false });
      store.setField("prazo", 72);
      expect(store.getSnapshot().draft).toMatchObject({ prazo: 72, pricePrazo: VEICULO_DEFAULT_PARAMS.pricePrazo });
    });
  });
});
