import type { Metadata } from "next";
import { Generator } from "~/features/proposals/components";

export const metadata: Metadata = { title: "Gerar proposta" };

/** ?kind=imovel|veiculo, ?from=simulator (the simulator's current simulation), ?edit=<id> (a new version), ?client=<id> (for that client). */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  return (
    <Generator
      initialKind={sp.kind === "veiculo" ? "veiculo" : "imovel"}
      source={sp.from === "simulator" ? "simulator" : "settings"}
      editId={typeof sp.edit === "string" && sp.edit ? sp.edit : null}
      clientId={typeof sp.client === "string" && sp.client ? sp.client : null}
    />
  );
}
