import { formatBRL } from "~/lib/format";
import type { FakePreapproval } from "./state";

// The test checkout (pt-BR) that stands in for Mercado Pago's when no credentials are configured.
// Plain HTML with its own styles: it is another site, like the real checkout.

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f6f8; --card: #fff; --text: #1f2933; --muted: #5f6b7a; --border: #dde3ea; --blue: #009ee3; --blue-dark: #0077b3; --danger: #c62828; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f141a; --card: #182029; --text: #e8edf2; --muted: #9aa7b5; --border: #2a3541; --danger: #ef7b7b; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
header { background: var(--blue); color: #fff; padding: 14px 20px; font-weight: 700; letter-spacing: .2px; }
header small { display: block; font-weight: 400; opacity: .9; font-size: 13px; }
main { max-width: 480px; margin: 28px auto; padding: 0 16px; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 14px; padding: 24px; }
.notice { font-size: 13px; color: var(--muted); border: 1px dashed var(--border); border-radius: 10px; padding: 10px 12px; margin-bottom: 18px; }
h1 { font-size: 20px; margin: 0 0 4px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 18px 0 22px; font-size: 14px; }
dt { color: var(--muted); } dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
.amount { font-size: 28px; font-weight: 700; font-variant-numeric: tabular-nums; }
form { margin: 0; } button { width: 100%; font: inherit; font-weight: 600; border-radius: 10px; padding: 12px 16px; cursor: pointer; }
.approve { background: var(--blue); border: 0; color: #fff; margin-bottom: 10px; } .approve:hover { background: var(--blue-dark); }
.reject { background: transparent; border: 1px solid var(--border); color: var(--danger); }
a { color: var(--blue); }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><header>Mercado Pago <small>Checkout de teste — ambiente local, sem cobrança real</small></header><main>${body}</main></body></html>`;
}

export function checkoutPage(pre: FakePreapproval): string {
  const amount = formatBRL(pre.auto_recurring.transaction_amount);
  return page(
    "Checkout de teste — Mercado Pago",
    `<div class="card">
      <p class="notice">Esta página substitui o checkout do Mercado Pago enquanto não há credenciais configuradas. Nenhum cartão é cobrado.</p>
      <h1>${escape(pre.reason)}</h1>
      <p class="amount">${amount}<span style="font-size:15px;font-weight:400;color:var(--muted)"> /mês</span></p>
      <dl><dt>Assinante</dt><dd>${escape(pre.payer_email)}</dd><dt>Cobrança</dt><dd>mensal, renovação automática</dd><dt>Assinatura</dt><dd>${escape(pre.id)}</dd></dl>
      <form method="post" action="/subscriptions/checkout/approve?preapproval_id=${encodeURIComponent(pre.id)}"><button class="approve" type="submit">Aprovar pagamento</button></form>
      <form method="post" action="/subscriptions/checkout/reject?preapproval_id=${encodeURIComponent(pre.id)}"><button class="reject" type="submit">Recusar pagamento</button></form>
    </div>`,
  );
}

export function rejectedPage(pre: FakePreapproval): string {
  return page(
    "Pagamento recusado — Mercado Pago",
    `<div class="card" role="alert"><h1>Pagamento recusado</h1><p>O pagamento de ${escape(pre.reason)} não foi aprovado. Nada foi cobrado.</p>
     <form method="get" action="/subscriptions/checkout"><input type="hidden" name="preapproval_id" value="${escape(pre.id)}"><button class="approve" type="submit">Tentar novamente</button></form>
     <p><a href="${escape(pre.back_url)}">Voltar para o Consórcio Pro</a></p></div>`,
  );
}

export function notFoundPage(): string {
  return page(
    "Assinatura não encontrada",
    `<div class="card"><h1>Assinatura não encontrada</h1><p>Volte ao aplicativo e escolha o plano novamente.</p></div>`,
  );
}
