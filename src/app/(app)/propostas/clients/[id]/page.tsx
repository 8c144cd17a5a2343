import type { Metadata } from "next";
import { ClientPage } from "~/features/clients/components";

export const metadata: Metadata = { title: "Cliente" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <ClientPage id={(await params).id} />;
}
