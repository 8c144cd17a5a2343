"use client";

import { PageContainer } from "~/components/page";
import { ClientPageView } from "./client-page-view";
import { useClientPage } from "./use-client-page";

/** /propostas/clients/<id>: the data of use-client-page.ts drawn by ClientPageView once the client is loaded. */
export function ClientPage({ id }: { id: string }) {
  const { client, problem, ...page } = useClientPage(id);
  if (!client)
    return (
      <PageContainer>
        <p className="text-muted">{problem ?? "Carregando…"}</p>
      </PageContainer>
    );
  // The WhatsApp templates' {link} points at this site.
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return <ClientPageView {...page} client={client} origin={origin} />;
}
