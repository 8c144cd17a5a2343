"use client";

/**
 * Ends the DB session (next-auth's signOut event revokes it). next-auth's client loads
 * when someone signs out, not with every app page.
 */
export async function endSession(): Promise<void> {
  await import("next-auth/react").then(({ signOut }) => signOut({ redirect: false })).catch(() => undefined);
}

/** Ends the session and lands on the login page. */
export async function signOutToLogin() {
  await endSession();
  // A full page load, not router.push: it drops every client cache of the signed-out user.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/");
}
