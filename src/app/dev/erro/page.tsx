import { notFound } from "next/navigation";
import { devOutboxEnabled, env } from "~/env";

export const dynamic = "force-dynamic";

/** Fails on purpose, to show and test the error page: in development, or with ERROR_PROBE=on (the e2e runner). 404 otherwise. */
export default function DevErrorPage() {
  if (!devOutboxEnabled && env.ERROR_PROBE !== "on") notFound();
  throw new Error("Erro de teste (/dev/erro)");
}
