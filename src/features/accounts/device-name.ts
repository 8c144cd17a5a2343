// Our own small user-agent reader (ua-parser-js is AGPL): only what a seller needs to recognise a
// session, the browser's plain name and the system, "Safari em iOS". Order matters: Edge, Opera and
// Samsung Internet also say "Chrome", Chrome also says "Safari".

type Rule = readonly [pattern: RegExp, name: string];

const CLIENTS: readonly Rule[] = [
  [/^curl\//i, "curl"],
  [/^wget\//i, "Wget"],
  [/^httpie\//i, "HTTPie"],
  [/^postmanruntime\//i, "Postman"],
  [/^insomnia\//i, "Insomnia"],
];

const BROWSERS: readonly Rule[] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera|OPiOS)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bYaBrowser\//, "Yandex"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  // The old stock browser: Android, "Version/…", no Chrome token.
  [/\bAndroid\b.*\bVersion\/[\d.]+.*Safari\//, "Navegador do Android"],
  [/\bVersion\/[\d.]+.*Safari\/|\b(?:iPhone|iPad|iPod)\b.*AppleWebKit\/(?!.*Safari\/)/, "Safari"],
];

const SYSTEMS: readonly Rule[] = [
  [/\b(?:iPhone|iPad|iPod)\b|\bCPU (?:iPhone )?OS \d/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "Chrome OS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bUbuntu\b/, "Ubuntu"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function first(rules: readonly Rule[], userAgent: string): string | null {
  return rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** A session's device in words a seller recognises: "Safari em iOS", "Chrome em Android", "curl". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Dispositivo desconhecido";
  const ua = userAgent.slice(0, 512);
  const client = first(CLIENTS, ua);
  if (client) return client;
  const name = first(BROWSERS, ua) ?? "Navegador";
  const system = first(SYSTEMS, ua);
  return system ? `${name} em ${system}` : name;
}

/** The kind of device, for a client's timeline: "mobile", "tablet" or undefined (a computer). */
export function deviceType(userAgent: string | null): "mobile" | "tablet" | undefined {
  if (!userAgent) return undefined;
  const ua = userAgent.slice(0, 512);
  if (/\biPad\b|\bTablet\b|\bAndroid\b(?!.*\bMobile\b)/.test(ua)) return "tablet";
  if (/\bMobile\b|\biPhone\b|\biPod\b|\bAndroid\b/.test(ua)) return "mobile";
  return undefined;
}
