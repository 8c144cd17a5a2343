import type { Metadata } from "next";
import { ResponsesList } from "~/features/proposals/components/responses-list";

export const metadata: Metadata = { title: "Propostas de clientes" };

export default function Page() {
  return <ResponsesList />;
}
