"use client";

import { signOut } from "next-auth/react";

/** Ends the DB session (next-auth's signOut event revokes it) and lands on the login page. */
export async function signOutToLogin() {
  await signOut({ redirect: false }).catch(() => undefined);
  // A full page load, not router.push: it drops every client cache of the signed-out user.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/");
}
