/**
 * Where the login form goes once signed in: the path of next-auth's `callbackUrl` (it sends an
 * absolute URL), read from the address bar at submit time so the login page needs no request data
 * and stays static. Relative in-app paths only, so a crafted link cannot send the user elsewhere.
 */
export function nextPathAfterLogin(search: string): string {
  const callbackUrl = new URLSearchParams(search).get("callbackUrl");
  let path: string | null = null;
  if (callbackUrl) {
    try {
      path = new URL(callbackUrl, "http://localhost").pathname;
    } catch {
      path = null;
    }
  }
  return path && path.startsWith("/") && !path.startsWith("//") ? path : "/dashboard";
}
