/** Beside any contemplation odds (page and PDF): no date is ever promised. */
export const NO_GUARANTEE = "Não há garantia de data de contemplação.";
