import { notFound } from "next/navigation";
import { OG_SIZE, publicOgImage, publicRenderGate, renderRefusal } from "~/features/proposals/server";
import { headers } from "next/headers";
import { db } from "~/platform/db";

export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "Resumo da proposta de consórcio";

/** og:image of the public link (WhatsApp's preview card), rendered in a worker and cached. */
export default async function Image({ params }: { params: Promise<{ token: string }> }) {
  try {
    const bytes = await publicOgImage(db, (await params).token, { beforeRender: publicRenderGate(await headers()) });
    // An unpaid account's link previews nothing of the seller.
    if (!bytes) notFound();
    return new Response(new Uint8Array(bytes), { headers: { "content-type": "image/png", "cache-control": "public, max-age=300" } });
  } catch (error) {
    const refusal = renderRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}
