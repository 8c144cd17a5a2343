"use client";

/**
 * Ends the DB session (next-auth's signOut event revokes it). next-auth's client (~10 kB gzip) loads
 * when someone signs out, not with every app page.
 */
export async function endSession(): Promise<void> {
  await import("next-auth/react").then(({ signOut }) => signOut({ redirect: false })).catch(() => undefined);
}

/** Ends the session and lands on the login page. */
export async function signOutToLogin() {
  await endSession();
  window.location.assign("/");
}
