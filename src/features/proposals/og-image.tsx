import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { defaultStorage, readFileByUrl } from "~/features/uploads/server";
import { formatBRL } from "~/lib/format";
import type { Db } from "~/platform/db";
import { firstName } from "./format";
import type { PublicProposal } from "./public";

export const OG_SIZE = { width: 1200, height: 630 };

const MIME: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".svg": "image/svg+xml", ".webp": "image/webp" };

/** The logo as a data URL (the image renderer fetches nothing): an upload, inline data or a file under public/. */
async function logoDataUrl(db: Db, src: string | null): Promise<string> {
  if (src?.startsWith("data:image/")) return src;
  const stored = src ? await readFileByUrl(defaultStorage(db), src) : null;
  if (stored) return `data:${stored.contentType};base64,${Buffer.from(stored.bytes).toString("base64")}`;
  const local = src && src.startsWith("/") && !src.includes("..") ? src : "/logo.svg";
  const file = path.join(process.cwd(), "public", local);
  const bytes = await readFile(file).catch(() => readFile(path.join(process.cwd(), "public", "logo.svg")));
  const mime = MIME[path.extname(file).toLowerCase()] ?? "image/svg+xml";
  return `data:${mime};base64,${bytes.toString("base64")}`;
}

/**
 * The card WhatsApp and other apps show for the link: the seller's logo, the client's first name and
 * the headline saving, in the seller's colour. Text is rendered as text by the image renderer (no
 * HTML), so whatever the seller typed cannot inject markup.
 */
export async function proposalOgImage(db: Db, proposal: PublicProposal) {
  const logo = await logoDataUrl(db, proposal.brand.logoLight ?? proposal.brand.logoDark);
  const saving = proposal.savingCents / 100;
  const color = proposal.brand.colorSlider;
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", background: "#ffffff", fontSize: 40, color: "#0f1a14" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 28, padding: "48px 64px 0" }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img src={logo} alt="" height={96} style={{ maxWidth: 320, objectFit: "contain" }} />
          <div style={{ display: "flex", fontSize: 38, fontWeight: 700 }}>{proposal.brand.name.slice(0, 40)}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", padding: "40px 64px", flexGrow: 1 }}>
          <div style={{ display: "flex", fontSize: 56, fontWeight: 700 }}>{`${firstName(proposal.clientName).slice(0, 24)}, sua proposta de consórcio`}</div>
          <div style={{ display: "flex", marginTop: 16, fontSize: 34, color: "#55655d" }}>
            {`Crédito de ${formatBRL(proposal.creditCents / 100)} · ${proposal.kind === "imovel" ? "imóvel" : "veículo"}`}
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", background: color, color: "#ffffff", padding: "32px 64px" }}>
          <div style={{ display: "flex", fontSize: 30, opacity: 0.9 }}>{saving > 0 ? "Economia sobre o financiamento" : "Consórcio × financiamento"}</div>
          <div style={{ display: "flex", fontSize: 64, fontWeight: 700 }}>{saving > 0 ? formatBRL(saving) : "Veja a comparação completa"}</div>
        </div>
      </div>
    ),
    OG_SIZE,
  );
}
