// Pure: the dev server's loopback names (origin.ts), testable without the environment.

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * In development only, a loopback public URL (http://localhost:3000) also answers as the machine's
 * other loopback names on the same port (http://127.0.0.1:3000): a newcomer who opens either signs in
 * and works. Production never widens: its one origin is the public URL.
 */
export function loopbackAliases(publicUrl: string, nodeEnv: string | undefined): string[] {
  if (nodeEnv !== "development") return [];
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return [];
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}
