import * as z from "zod";
import { rejectMisleadingClaims } from "~/features/compliance";
import { plainText } from "~/lib/control-chars";
import {
  MAX_TEMPLATES,
  TEMPLATE_BODY_MAX,
  TEMPLATE_MESSAGES,
  TEMPLATE_NAME_MAX,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from "./template-text";

// WhatsApp message templates: the schema the server saves them with. The texts, defaults
// and rendering are in template-text.ts (no zod, for the browser).
export * from "./template-text";

/** Each template: a name, a body up to what a WhatsApp link carries comfortably, no unknown placeholder, no misleading claim. */
const templateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: TEMPLATE_MESSAGES.nameRequired })
    .max(TEMPLATE_NAME_MAX, { error: TEMPLATE_MESSAGES.nameTooLong })
    .superRefine(plainText())
    .superRefine(rejectMisleadingClaims("Nome do modelo")),
  body: z
    .string()
    .trim()
    .min(1, { error: TEMPLATE_MESSAGES.bodyRequired })
    .max(TEMPLATE_BODY_MAX, { error: TEMPLATE_MESSAGES.bodyTooLong })
    .superRefine(plainText({ multiline: true }))
    .refine((body) => unknownPlaceholders(body).length === 0, {
      error: (issue) => unknownPlaceholderMessage(String(issue.input)),
    })
    // What reaches the client's WhatsApp never promises a contemplation or hides the fees.
    .superRefine(rejectMisleadingClaims("Mensagem")),
});

export const templatesSchema = z.object({
  templates: z.array(templateSchema).max(MAX_TEMPLATES, { error: TEMPLATE_MESSAGES.tooMany }),
});
