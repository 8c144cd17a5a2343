import { notFound } from "next/navigation";
import { OG_SIZE, publicOgResponse } from "~/features/proposals/server";
import { headers } from "next/headers";
import { db } from "~/platform/db";

export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "Resumo da proposta de consórcio";

/** og:image of the public link (WhatsApp's preview card), rendered once in a worker, then cached with an ETag. */
export default async function Image({ params }: { params: Promise<{ token: string }> }) {
  const answer = await publicOgResponse(db, (await params).token, await headers());
  // An unpaid account's link previews nothing of the seller.
  if (!answer) notFound();
  return answer;
}
