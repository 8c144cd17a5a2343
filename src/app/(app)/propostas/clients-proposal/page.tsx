import type { Metadata } from "next";
import { ResponsesList } from "~/features/proposals/components";

export const metadata: Metadata = { title: "Propostas de clientes" };

export default function Page() {
  return <ResponsesList />;
}
