import { z } from "zod";

// pt-BR messages for every zod schema, in the browser and on the server.
z.config(z.locales.pt());

export { z };

/**
 * zod issues as pt-BR messages per field. Unlike z.flattenError, nested fields keep their whole
 * path ("params.win"), so a form can put the message beside the exact field; a key a strict object
 * does not accept is reported under that key.
 */
export function fieldIssues(error: z.ZodError): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
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
