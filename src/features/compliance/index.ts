// Compliance of what a seller writes into a proposal. Pure: safe in the browser and on the server.
// A text field of a proposal, its settings or its messages: `z.string().superRefine(rejectMisleadingClaims("Rótulo"))`.
export { rejectMisleadingClaims } from "./misleading-claims";
// Savings wording ("economia") beside a proposal's verdict: allowed only when the consórcio saves.
export { savingsClaimMessage, speaksOfSavings } from "./savings-claims";
export type { SavingsVerdict } from "./savings-claims";
