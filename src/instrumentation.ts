// Runs once when the server boots: validating the environment here makes a missing or malformed
// variable stop start-up instead of failing the first request.
export async function register() {
  await import("./env");
}
