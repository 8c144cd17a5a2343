import type { Metadata } from "next";
import { ClientsList } from "~/features/clients/components";

export const metadata: Metadata = { title: "Carteira de clientes" };

export default function Page() {
  return <ClientsList />;
}
