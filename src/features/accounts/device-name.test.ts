import { describe, expect, it } from "vitest";
import { describeDevice } from "./device-name";

describe("describeDevice (ua-parser-js)", () => {
  it.each([
    ["iPhone Safari", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1", "Safari em iOS"],
    ["Android Chrome", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36", "Chrome em Android"],
    ["Edge on Windows (not Chrome, though it says Chrome too)", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0", "Edge em Windows"],
    ["Safari on a Mac", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15", "Safari em macOS"],
    ["Chrome on an iPad (CriOS)", "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1", "Chrome em iOS"],
    ["headless Chrome reads as Chrome", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36", "Chrome em Linux"],
    ["Firefox on Windows", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0", "Firefox em Windows"],
    ["curl (API clients)", "curl/8.5.0", "curl"],
    ["unknown agent", "meu-script", "Navegador"],
  ])("%s", (_label, userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it("says so when there is no user agent", () => {
    expect(describeDevice(null)).toBe("Dispositivo desconhecido");
    expect(describeDevice("")).toBe("Dispositivo desconhecido");
  });
});
