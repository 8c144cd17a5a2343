// "Como chamar": how a client is greeted. The seller may type it on the client's page; when they
// have not, it is derived from the name: the first given name, kept whole when it is compound
// ("Ana Luísa", "Maria de Fátima", "João Pedro"), without symbols a greeting cannot say ("José 🏠").

export const CALL_NAME_MAX = 40;

/** Second given names that, right after a first one, make a compound first name ("Ana Luísa"). */
const SECOND_GIVEN = new Set([
  "alice",
  "beatriz",
  "carolina",
  "cecilia",
  "clara",
  "cristina",
  "eduarda",
  "elisa",
  "fernanda",
  "flavia",
  "gabriela",
  "helena",
  "isabel",
  "isabela",
  "julia",
  "laura",
  "leticia",
  "livia",
  "lucia",
  "luisa",
  "luiza",
  "paula",
  "rita",
  "sofia",
  "sophia",
  "teresa",
  "tereza",
  "vitoria",
  "valentina",
  "carla",
  "camila",
  "antonio",
  "augusto",
  "carlos",
  "eduardo",
  "emanuel",
  "felipe",
  "fernando",
  "francisco",
  "gabriel",
  "guilherme",
  "gustavo",
  "henrique",
  "lucas",
  "luis",
  "luiz",
  "marcos",
  "miguel",
  "otavio",
  "paulo",
  "pedro",
  "rafael",
  "ricardo",
  "roberto",
  "vinicius",
  "vitor",
  "victor",
  "maria",
  "jose",
  "joao",
]);
/** Names that follow a particle in devotional compounds: "Maria de Fátima", "José de Ribamar", "João de Deus". */
const DEVOTIONAL = new Set([
  "fatima",
  "lourdes",
  "conceicao",
  "gracas",
  "carmo",
  "penha",
  "gloria",
  "socorro",
  "anjos",
  "dores",
  "jesus",
  "nazare",
  "ribamar",
  "deus",
  "luz",
  "paz",
  "guia",
  "aparecida",
  "rosario",
  "belem",
  "piedade",
]);
const PARTICLES = new Set(["de", "da", "do", "das", "dos"]);

const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR");

/** A word as people write it: "ANA" and "ana" → "Ana"; "McDonald" and "Ana-Rita" stay as typed. */
function tidy(word: string): string {
  const lower = word.toLocaleLowerCase("pt-BR");
  if (word !== lower && word !== word.toLocaleUpperCase("pt-BR")) return word;
  return lower.replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase("pt-BR"));
}

/** The words of a name that a greeting can say: letters (with hyphens and apostrophes inside), no emoji or digits. */
function words(name: string): string[] {
  return name
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "").replace(/[^\p{L}\p{M}\-'’]/gu, ""))
    .filter((w) => /\p{L}/u.test(w));
}

/** How to greet someone named `fullName` when no "Como chamar" was typed. */
export function deriveCallName(fullName: string): string {
  const w = words(fullName.normalize("NFC"));
  const [first, second, third] = w;
  if (!first) return fullName.trim();
  if (second && third && PARTICLES.has(fold(second)) && DEVOTIONAL.has(fold(third))) {
    return `${tidy(first)} ${second.toLocaleLowerCase("pt-BR")} ${tidy(third)}`;
  }
  if (second && SECOND_GIVEN.has(fold(second))) return `${tidy(first)} ${tidy(second)}`;
  return tidy(first);
}

/** The greeting name: the one typed on the client's page, else the derived one. */
export function callName(fullName: string, typed?: string | null): string {
  const own = typed?.trim();
  return own ? own : deriveCallName(fullName);
}
