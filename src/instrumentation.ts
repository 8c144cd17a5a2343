// Runs once when the server boots: validating the environment here makes a missing or malformed
// variable stop start-up instead of failing the first request.
export async function register() {
  await import("./env");
  // NEXT_RUNTIME is inlined by Next.js per bundle (not configuration): Node-only code loads only there.
  // eslint-disable-next-line no-restricted-syntax -- a build-time constant, not an environment setting
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // The socket's address for clientIp(): Next.js gives route handlers none (see request-info.ts).
    const { installSocketAddressStamp } = await import("./server/http/socket-address");
    installSocketAddressStamp();
  }
}
