import { describe, expect, it } from "vitest";
import {
  parseStoredKind,
  parseStoredParams,
  readCurrentSimulation,
  readLastSimulatorKind,
  saveCurrentSimulation,
  type KeyValueStorage,
} from "./current-simulation";
import { storedSimulationText } from "./simulation-storage";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./engine";

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const imovel = { ...IMOVEL_DEFAULT_PARAMS, value: 750_000, win: 30 };
const veiculo = { ...VEICULO_DEFAULT_PARAMS, value: 90_000 };

describe("parseStoredParams", () => {
  it.each<[string, "imovel" | "veiculo", string | null, unknown]>([
    ["valid imóvel params", "imovel", JSON.stringify(imovel), imovel],
    ["valid veículo params", "veiculo", JSON.stringify(veiculo), veiculo],
    [
      "bidMode and scenarios missing take the schema defaults",
      "veiculo",
      JSON.stringify({ ...veiculo, bidMode: undefined, scenarios: undefined }),
      veiculo,
    ],
    ["nothing stored", "imovel", null, null],
    ["not JSON", "imovel", "{oops", null],
    ["JSON of another shape", "imovel", "[1,2,3]", null],
    ["a field out of range", "imovel", JSON.stringify({ ...imovel, prazo: 999 }), null],
    ["a bid above what is owed", "imovel", JSON.stringify({ ...imovel, win: 99 }), null],
    ["a number stored as text", "imovel", JSON.stringify({ ...imovel, value: "750000" }), null],
    ["veículo params read as imóvel (no SAC, no rent)", "imovel", JSON.stringify(veiculo), null],
  ])("%s", (_label, kind, raw, expected) => {
    expect(parseStoredParams(kind, raw)).toEqual(expected);
  });
});

describe("parseStoredKind", () => {
  it.each<[string, string | null, unknown]>([
    ["imóvel", "imovel", "imovel"],
    ["veículo", "veiculo", "veiculo"],
    ["missing", null, null],
    ["unknown", "barco", null],
  ])("%s", (_label, raw, expected) => {
    expect(parseStoredKind(raw)).toBe(expected);
  });
});

describe("save and read back", () => {
  it("keeps each simulator's params apart and remembers the last one saved", () => {
    const storage = memoryStorage();
    expect(readCurrentSimulation("imovel", storage)).toBeNull();
    expect(readLastSimulatorKind(storage)).toBeNull();

    saveCurrentSimulation("imovel", imovel, storage);
    saveCurrentSimulation("veiculo", veiculo, storage);
    expect(readCurrentSimulation("imovel", storage)).toEqual(imovel);
    expect(readCurrentSimulation("veiculo", storage)).toEqual(veiculo);
    expect(readLastSimulatorKind(storage)).toBe("veiculo");

    saveCurrentSimulation("imovel", { ...imovel, value: 800_000 }, storage);
    expect(readCurrentSimulation("imovel", storage)?.value).toBe(800_000);
    expect(readLastSimulatorKind(storage)).toBe("imovel");
  });

  it("survives a storage that throws (privacy mode, quota)", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(() => saveCurrentSimulation("imovel", imovel, broken)).not.toThrow();
    expect(readCurrentSimulation("imovel", broken)).toBeNull();
    expect(readLastSimulatorKind(broken)).toBeNull();
  });
});

describe("storedSimulationText", () => {
  it("gives the saved text unread, so a page tells whether it must load the schema to read it back", () => {
    const storage = memoryStorage();
    expect(storedSimulationText("imovel", storage)).toBeNull();
    saveCurrentSimulation("imovel", imovel, storage);
    expect(storedSimulationText("imovel", storage)).toBe(JSON.stringify(imovel));
    expect(storedSimulationText("veiculo", storage)).toBeNull();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    expect(storedSimulationText("imovel", broken)).toBeNull();
  });
});
