import { UAParser } from "ua-parser-js";
import { CLIs } from "ua-parser-js/extensions";

// ua-parser-js names mobile and headless builds apart ("Mobile Safari", "Chrome Headless"); a
// seller recognises the browser by its plain name.
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  "Mobile Safari": "Safari",
  "Mobile Chrome": "Chrome",
  "Chrome Headless": "Chrome",
  "Chrome WebView": "Chrome",
  "Mobile Firefox": "Firefox",
  "Android Browser": "Navegador do Android",
};

/** A session's device in words a seller recognises: "Safari em iOS", "Chrome em Android", "curl". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Dispositivo desconhecido";
  const { browser, os } = new UAParser(userAgent, CLIs).getResult();
  const name = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : "Navegador";
  return os.name ? `${name} em ${os.name}` : name;
}
