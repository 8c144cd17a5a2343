"use client";

import { signOut } from "next-auth/react";

/** Ends the DB session (next-auth's signOut event revokes it) and lands on the login page. */
export async function signOutToLogin() {
  await signOut({ redirect: false }).catch(() => undefined);
  window.location.assign("/");
}
