import { ImageResponse } from "next/og";
import { formatCents } from "~/lib/format";
import { DOCUMENT_FONT, documentFontData } from "../pdf/fonts";
import { cutOnWord, OG_SIZE, type OgClaim } from "./og-claim";
import { printable } from "../pdf/pdf-palette";

/** What the WhatsApp card shows; plain data, so it crosses to the render worker as is. */
export type OgCardData = {
  logo: string;
  brandName: string;
  color: string;
  /** How the card greets the client: their "Como chamar" (typed or derived). */
  clientCallName: string;
  kind: "imovel" | "veiculo";
  creditCents: number;
  /** The band: the verdict's first claim (../og-claim.ts). */
  claim: OgClaim;
};

/**
 * The card WhatsApp and other apps show for the link: the seller's logo, the client's "Como chamar" and
 * the verdict's first claim (in the seller's colour only when the consórcio saves). Text is rendered as text by the image renderer (no
 * HTML), so whatever the seller typed cannot inject markup. Runs in the render worker (CPU-bound).
 */
export async function renderOgCard(card: OgCardData): Promise<Uint8Array> {
  // Only what the embedded font draws: for any other character (an emoji in a name) the renderer
  // would try to download a font or an emoji image, which a server without internet cannot.
  const brandName = cutOnWord(printable(card.brandName), 34);
  const clientFirstName = cutOnWord(printable(card.clientCallName), 20);
  const { claim } = card;
  const response = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        background: "#ffffff",
        fontFamily: DOCUMENT_FONT,
        fontSize: 40,
        color: "#0f1a14",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 28, padding: "48px 64px 0" }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
        <img src={card.logo} alt="" height={96} style={{ maxWidth: 320, objectFit: "contain" }} />
        <div style={{ display: "flex", fontSize: 38, fontWeight: 700 }}>{brandName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", padding: "28px 64px", flexGrow: 1 }}>
        <div
          style={{ display: "flex", fontSize: 56, fontWeight: 700 }}
        >{`${clientFirstName}, sua proposta de consórcio`}</div>
        <div style={{ display: "flex", marginTop: 16, fontSize: 34, color: "#55655d" }}>
          {`Crédito de ${formatCents(card.creditCents)} · ${card.kind === "imovel" ? "imóvel" : "veículo"}`}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          background: claim.background,
          color: claim.text,
          padding: "24px 64px",
        }}
      >
        <div style={{ display: "flex", fontSize: 30 }}>{claim.title}</div>
        <div style={{ display: "flex", fontSize: claim.kind === "saves" ? 64 : 52, fontWeight: 700 }}>
          {claim.figure}
        </div>
        {/* One line each, cut on a word: ~84 characters of 24 px fit the band's 1072 px. */}
        {claim.details.map((line) => (
          <div key={line} style={{ display: "flex", marginTop: 4, fontSize: 24 }}>
            {cutOnWord(line, 84)}
          </div>
        ))}
      </div>
    </div>,
    {
      ...OG_SIZE,
      fonts: [
        { name: DOCUMENT_FONT, data: documentFontData.regular(), weight: 400, style: "normal" },
        { name: DOCUMENT_FONT, data: documentFontData.bold(), weight: 700, style: "normal" },
      ],
    },
  );
  return new Uint8Array(await response.arrayBuffer());
}
