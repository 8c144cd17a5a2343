import type { Metadata } from "next";
import { ErrorScreen } from "~/components/error-screen";

export const metadata: Metadata = { title: "Página não encontrada", robots: { index: false, follow: false } };

/** Any unknown address (public ones included): the branded pt-BR 404 with the way home. */
export default function NotFound() {
  return (
    <ErrorScreen
      code="404"
      title="Página não encontrada"
      description="O endereço que você abriu não existe ou foi removido. Confira o link ou volte ao início."
    />
  );
}
