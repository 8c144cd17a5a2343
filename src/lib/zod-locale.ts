// A namespace import, and the one locale module by path: `import { z } from "zod"` or `z.locales.pt()`
// keeps zod's `locales` namespace reachable and ships all its locales to the browser.
import * as z from "zod";
import pt from "zod/v4/locales/pt.js";

// pt-BR messages for every zod schema: each module that defines schemas imports this one (so the
// browser loads zod only on pages that parse with it, not on /), and so does the error formatter.
// Schemas import zod itself, `import * as z from "zod"`.
z.config(pt());

/**
 * zod issues as pt-BR messages per field. Unlike z.flattenError, nested fields keep their whole
 * path ("params.win"), so a form can put the message beside the exact field; a key a strict object
 * does not accept is reported under that key.
 */
export function fieldIssues(error: z.ZodError): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  // Null prototype: a client's key named "constructor" or "__proto__" is only a key here.
  const fieldErrors: Record<string, string[]> = Object.create(null);
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    // A key the schema does not accept is that key's error, so it shows beside it.
    if (issue.code === "unrecognized_keys") {
      for (const extra of issue.keys) {
        const key = [...issue.path, extra].map(String).join(".");
        (fieldErrors[key] ??= []).push("Campo não permitido.");
      }
      continue;
    }
    if (issue.path.length === 0) {
      formErrors.push(issue.message);
      continue;
    }
    const key = issue.path.map(String).join(".");
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { fieldErrors, formErrors };
}
