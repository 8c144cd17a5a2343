import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { createCaller } from "~/server/api/root";
import { createContextFromHeaders } from "~/server/auth/session";

/** Context for server components: the same plain data the route handler builds. */
export const getServerContext = cache(async () => createContextFromHeaders(new Headers(await headers())));

export async function serverCaller() {
  return createCaller(await getServerContext());
}
