// WhatsApp links (wa.me). Pure (browser, server, PDF).

/** wa.me with Brazil's country code: the number as digits only, 55 added when missing. */
export function whatsappNumber(digits: string): string {
  return digits.length <= 11 ? `55${digits}` : digits;
}

/**
 * The share link for WhatsApp: straight to the client's chat when their phone is known, else the
 * contact picker (`https://wa.me/?text=…`). The text is URI-encoded, so any name is safe in it.
 */
export function whatsappShareUrl(text: string, phone: string | null): string {
  const base = phone ? `https://wa.me/${whatsappNumber(phone)}` : "https://wa.me/";
  return `${base}?text=${encodeURIComponent(text)}`;
}
