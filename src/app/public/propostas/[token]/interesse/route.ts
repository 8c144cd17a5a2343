import { ZodError } from "zod";
import { env } from "~/env";
import { liveLinkBrand, respond, variantFromForm } from "~/features/proposals/server";
import { readableTextColor } from "~/lib/contrast";
import { AppError } from "~/lib/errors";
import { fieldIssues } from "~/lib/zod-locale";
import { db } from "~/platform/db";
import { clientIp } from "~/platform/request-info";
import { BodyRefusal, readLimitedBody } from "~/server/http/body-limit";
import { CROSS_ORIGIN_MESSAGE, sameOrigin } from "~/server/http/origin";
import { plainPage, type PlainPageBrand } from "~/server/http/unavailable-page";
import { internalErrorMessage, logInternalError, unavailableMessage } from "~/server/internal-errors";

// POST /public/propostas/<token>/interesse: "Tenho interesse" sent as a plain HTML form, by a phone
// whose script has not run (or never will). The same function as proposals.respond (limits,
// honeypot, queue e-mail); the answer is a small pt-BR page. With JavaScript the form posts to tRPC.

const FORM_LIMIT_BYTES = 16 * 1024;

function page(status: number, title: string, paragraphs: string[], back: string, brand?: PlainPageBrand) {
  return new Response(plainPage({ title, paragraphs, link: { href: back, label: "Voltar para a proposta" }, brand }), {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" },
  });
}

function refusal(error: unknown, back: string, brand?: PlainPageBrand): Response {
  if (error instanceof BodyRefusal) return page(error.status, "Não foi possível enviar", [error.message], back, brand);
  if (error instanceof ZodError) {
    const { fieldErrors, formErrors } = fieldIssues(error);
    return page(400, "Confira os dados", [...Object.values(fieldErrors).flat(), ...formErrors], back, brand);
  }
  if (error instanceof AppError) return page(error.status, "Não foi possível enviar", [error.message], back, brand);
  const unavailable = unavailableMessage(error);
  if (unavailable) return page(503, "Não foi possível enviar", [unavailable], back, brand);
  return page(500, "Não foi possível enviar", [internalErrorMessage(logInternalError("public interest form", error))], back, brand);
}

/** The seller's brand and name for the answer page; none (Consórcio Pro's look) when the link is not live or the database is away. */
async function sellerOf(token: string) {
  const found = await liveLinkBrand(db, token).catch(() => null);
  if (!found) return { brand: undefined, sellerName: null };
  const { brand, sellerName } = found;
  const color = brand.colors.slider;
  return { brand: { name: brand.name, color, contrast: readableTextColor(color), logo: brand.logo.custom ? brand.logo.light : null }, sellerName };
}

/**
 * Not posted by another site. The public page has `Referrer-Policy: no-referrer`, so the browser
 * sends `Origin: null` and no Referer: Sec-Fetch-Site (which no page can set) decides then. The
 * endpoint holds no credential, so a browser without either header is let through.
 */
function fromOurPage(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  return !origin || origin === "null" || sameOrigin(request.headers, request.url);
}

export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const back = `/public/propostas/${encodeURIComponent(token)}`;
  if (!fromOurPage(request)) return page(403, "Envio recusado", [CROSS_ORIGIN_MESSAGE], back);
  const { brand, sellerName } = await sellerOf(token);
  try {
    const form = new URLSearchParams(new TextDecoder().decode(await readLimitedBody(request, FORM_LIMIT_BYTES)));
    const field = (name: string) => form.get(name) ?? "";
    await respond(
      db,
      { token, name: field("name"), phone: field("phone"), message: field("message"), website: field("website"), variant: variantFromForm(form) },
      { ip: clientIp(request.headers, env.TRUSTED_PROXY_HOPS) },
    );
    return page(200, "Recebemos seu interesse!", [`${sellerName ?? "O consultor"} vai falar com você em breve.`], back, brand);
  } catch (error) {
    return refusal(error, back, brand);
  }
}
