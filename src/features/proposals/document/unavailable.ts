/** What the public link, its PDF and "Tenho interesse" say while the seller's account is unpaid. */
export const UNAVAILABLE_TITLE = "Proposta indisponível no momento";
export const UNAVAILABLE_MESSAGE = `${UNAVAILABLE_TITLE}. Fale com quem enviou o link.`;
