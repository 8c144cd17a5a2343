// Compliance of what a seller writes into a proposal. Pure: safe in the browser and on the server.
// A text field of a proposal, its settings or its messages: `z.string().superRefine(rejectMisleadingClaims("Rótulo"))`.
export { rejectMisleadingClaims } from "./misleading-claims";
