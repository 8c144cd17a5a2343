import { notFound } from "next/navigation";
import { devOutboxEnabled } from "~/env";

export const dynamic = "force-dynamic";

/** Dev-only (like /dev/outbox): fails on purpose, to show and test the error page. 404 in production. */
export default function DevErrorPage() {
  if (!devOutboxEnabled) notFound();
  throw new Error("Erro de teste (/dev/erro)");
}
