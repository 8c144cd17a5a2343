import { turnOffByLink, turnOffLinkKind } from "~/features/clients/server";
import { db } from "~/platform/db";

// The "turn this e-mail off" link of the clients' e-mails (first-open alert, morning digest). Signed
// per user and kind (features/clients/timeline/notify-prefs.ts); it works without signing in. GET and HEAD
// only show a confirmation (mail scanners and link previews follow links); POST turns the notice
// off: the page's button, or a mail client's one-click unsubscribe (RFC 8058, List-Unsubscribe-Post).

const WHAT = {
  "first-open": "o aviso por e-mail de quando um cliente abre a proposta",
  digest: "o resumo da manhã por e-mail",
} as const;

const DONE = {
  "first-open": "Você não vai mais receber por e-mail o aviso de quando um cliente abre a proposta.",
  digest: "Você não vai mais receber o resumo da manhã por e-mail.",
} as const;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function page(status: number, title: string, body: string) {
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}<p><a href="/propostas/clients">Voltar para a Carteira</a> (para reativar, use "Avisos por e-mail" na Carteira).</p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

const INVALID = () =>
  page(
    400,
    "Link inválido",
    "<p>Este link de desativação está incompleto ou foi alterado. Use o link do e-mail mais recente.</p>",
  );

export function GET(request: Request) {
  const url = new URL(request.url);
  const kind = turnOffLinkKind(url.searchParams);
  if (!kind) return INVALID();
  const action = escape(`${url.pathname}${url.search}`);
  return page(
    200,
    "Desativar aviso?",
    `<p>Desativar ${WHAT[kind]}?</p><form method="post" action="${action}"><button type="submit">Desativar</button></form>`,
  );
}

export function HEAD(request: Request) {
  return GET(request);
}

export async function POST(request: Request) {
  const kind = await turnOffByLink(db, new URL(request.url).searchParams);
  if (!kind) return INVALID();
  return page(200, "Aviso desativado", `<p>${DONE[kind]}</p>`);
}
