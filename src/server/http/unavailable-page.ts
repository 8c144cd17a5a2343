// The page a browser gets while the database is away: plain HTML (no script, no database, no
// build assets), pt-BR, light or dark with the device. It says nothing was lost, because nothing
// half-written is kept: every write is one transaction.

export const UNAVAILABLE_TITLE = "Serviço temporariamente indisponível";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function unavailablePage(retryPath: string): string {
  return plainPage({
    title: UNAVAILABLE_TITLE,
    paragraphs: [
      "Não conseguimos acessar nossos dados neste momento. Nada do que você já salvou foi perdido.",
      "Tente novamente em alguns instantes.",
    ],
    link: { href: retryPath, label: "Tentar novamente" },
  });
}

export type PlainPageBrand = { name: string; color: string; contrast: string; logo: string | null };

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "CP";
}

/**
 * A page of this look for answers made without React (the no-JavaScript form posts too); text is
 * escaped. `formHtml`, markup its caller built from escaped parts, goes between the text and the link.
 */
export function plainPage({
  title,
  paragraphs,
  link,
  formHtml = "",
  brand,
}: {
  title: string;
  paragraphs: string[];
  link: { href: string; label: string };
  formHtml?: string;
  /** A seller's page (the public proposal's answers): their name, colour (with its readable text colour) and logo instead of Consórcio Pro's. */
  brand?: PlainPageBrand;
}): string {
  const href = link.href.startsWith("/") && !link.href.startsWith("//") ? link.href : "/";
  const safeHref = escapeHtml(href);
  const brandName = brand?.name ?? "Consórcio Pro";
  const hex = (value: string | undefined, fallback: string) =>
    value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
  const brandColour = hex(brand?.color, "#0f9d58");
  const onBrand = hex(brand?.contrast, "#ffffff");
  const logo = brand?.logo && brand.logo.startsWith("/") && !brand.logo.startsWith("//") ? brand.logo : null;
  const mark = logo
    ? `<img class="logo" src="${escapeHtml(logo)}" alt="">`
    : `<div class="mark" aria-hidden="true">${escapeHtml(initials(brandName))}</div>`;
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brandName)}</title>
<style>
  :root { color-scheme: light dark; --bg: #f6f7f6; --card: #fff; --text: #14201a; --muted: #5b6b62; --brand: ${brandColour}; --on-brand: ${onBrand}; --border: #dfe5e1; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0d1411; --card: #151f1a; --text: #e8efe9; --muted: #9fb0a6; --border: #25332c; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 24px;
    background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 28rem; width: 100%; background: var(--card); border: 1px solid var(--border); border-radius: 16px; padding: 32px; }
  .mark { width: 40px; height: 40px; border-radius: 10px; background: var(--brand); color: var(--on-brand); display: flex; align-items: center; justify-content: center; font-weight: 700; }
  .logo { display: block; max-height: 48px; max-width: 12rem; width: auto; height: auto; }
  .brand { display: flex; align-items: center; gap: 12px; }
  .brand strong { color: var(--text); overflow-wrap: anywhere; }
  h1 { font-size: 1.35rem; line-height: 1.3; margin: 20px 0 8px; }
  p { margin: 0 0 12px; color: var(--muted); }
  a { display: inline-block; margin-top: 12px; background: var(--brand); color: var(--on-brand); text-decoration: none; font-weight: 600; padding: 10px 18px; border-radius: 10px; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
  form { margin: 16px 0 4px; }
  fieldset { border: 1px solid var(--border); border-radius: 10px; padding: 8px 12px; margin: 0 0 12px; }
  legend { font-weight: 600; padding: 0 4px; }
  .session { display: flex; gap: 10px; align-items: flex-start; padding: 8px 0; color: var(--text); }
  .session small { display: block; color: var(--muted); }
  label.field { display: block; font-weight: 600; margin: 8px 0 12px; }
  label.field input { display: block; width: 100%; margin-top: 4px; padding: 10px 12px; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--border); border-radius: 10px; }
  button { background: var(--brand); color: var(--on-brand); font: inherit; font-weight: 600; border: 0; padding: 10px 18px; border-radius: 10px; cursor: pointer; }
  a.secondary { background: transparent; color: var(--text); border: 1px solid var(--border); }
</style>
</head>
<body>
<main>
  <div class="brand">${mark}${brand ? `<strong>${escapeHtml(brandName)}</strong>` : ""}</div>
  <h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `  <p>${escapeHtml(p)}</p>`).join("\n")}
${formHtml}
  <a href="${safeHref}"${formHtml ? ' class="secondary"' : ""}>${escapeHtml(link.label)}</a>
</main>
</body>
</html>`;
}
