import { brandCssVariables, type Brand } from "~/features/branding";
import { ThemedLogo } from "~/features/branding/components";

/** The 404 of a public link: in the seller's brand when the link was theirs (revoked), else neutral. */
export function LinkGone({ brand }: { brand: Brand | null }) {
  return (
    <main
      id="conteudo"
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center px-6 text-center outline-none"
      style={brand ? brandCssVariables(brand.colors) : undefined}
      data-testid={brand ? "link-revoked" : "link-unknown"}
    >
      {brand ? (
        <>
          <ThemedLogo logo={brand.logo} alt={`Logo de ${brand.name}`} className="h-auto max-h-14 w-auto max-w-[12rem]" />
          <p className="mt-3 max-w-md break-words text-sm font-semibold text-text" data-testid="brand-name">{brand.name}</p>
        </>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- static SVG logo
        <img src="/logo.svg" alt="Consórcio Pro" className="size-12 rounded-xl" />
      )}
      <p className="mt-6 text-sm font-semibold text-brand">Erro 404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-text">Proposta não encontrada</h1>
      <p className="mt-2 max-w-md text-sm text-muted">
        {brand
          ? `Este link foi desativado por ${brand.name}. Peça um novo link a quem enviou a proposta.`
          : "Este link não está mais disponível: ele pode ter sido desativado pelo consultor ou estar incompleto. Peça um novo link a quem enviou a proposta."}
      </p>
    </main>
  );
}
