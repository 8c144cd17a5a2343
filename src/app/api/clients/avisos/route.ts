import { turnOffByLink } from "~/features/clients/server";
import { db } from "~/platform/db";

// The one-click "turn this e-mail off" link of the clients' e-mails (first-open alert, morning digest).
// Signed per user and kind (features/clients/notify-prefs.ts); it works without signing in.

const DONE = {
  "first-open": "Você não vai mais receber por e-mail o aviso de quando um cliente abre a proposta.",
  digest: "Você não vai mais receber o resumo da manhã por e-mail.",
} as const;

function page(status: number, title: string, text: string) {
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/propostas/clients">Voltar para a Carteira</a> (para reativar, use "Avisos por e-mail" na Carteira).</p></main></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

export async function GET(request: Request) {
  const kind = await turnOffByLink(db, new URL(request.url).searchParams);
  if (!kind) return page(400, "Link inválido", "Este link de desativação está incompleto ou foi alterado. Use o link do e-mail mais recente.");
  return page(200, "Aviso desativado", DONE[kind]);
}
