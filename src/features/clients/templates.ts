import * as z from "zod";
import {
  MAX_TEMPLATES, TEMPLATE_BODY_MAX, TEMPLATE_MESSAGES, TEMPLATE_NAME_MAX, unknownPlaceholderMessage, unknownPlaceholders,
} from "./template-text";

// WhatsApp message templates (issue 22): the schema the server saves them with. The texts, defaults
// and rendering are in template-text.ts (no zod, for the browser).
export * from "./template-text";

/** Each template: a name, a body up to what a WhatsApp link carries comfortably, no unknown placeholder. */
const templateSchema = z.object({
  name: z.string().trim().min(1, { error: TEMPLATE_MESSAGES.nameRequired }).max(TEMPLATE_NAME_MAX, { error: TEMPLATE_MESSAGES.nameTooLong }),
  body: z
    .string()
    .trim()
    .min(1, { error: TEMPLATE_MESSAGES.bodyRequired })
    .max(TEMPLATE_BODY_MAX, { error: TEMPLATE_MESSAGES.bodyTooLong })
    .refine((body) => unknownPlaceholders(body).length === 0, {
      error: (issue) => unknownPlaceholderMessage(String(issue.input)),
    }),
});

export const templatesSchema = z.object({
  templates: z.array(templateSchema).max(MAX_TEMPLATES, { error: TEMPLATE_MESSAGES.tooMany }),
});
