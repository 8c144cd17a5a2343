import { z } from "zod";

// pt-BR messages for every zod schema, in the browser and on the server.
z.config(z.locales.pt());

export { z };
