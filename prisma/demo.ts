// Demo logins created by the seed; README's "Demo data" section shows the same values.
export const DEMO_OWNER = { email: "demo@consorciopro.com.br", password: "demo12345", name: "Marina Souza" };
export const DEMO_ADMIN = {
  email: "admin@consorciopro.com.br",
  password: "admin12345",
  name: "Operador Consórcio Pro",
};
export const DEMO_ACCOUNT = { name: "Souza Consórcios", document: "11444777000161" };
export const OPERATOR_ACCOUNT = { name: "Consórcio Pro Tecnologia", document: "11222333000181" };

/*
 * The demo proposal's public link. Fixed so README can print it; it exists only in databases the
 * demo seed ran on (dev, e2e). Real proposals get 144 random bits (features/proposals/link/token.ts).
 */
export const DEMO_PROPOSAL = {
  token: "demoPropostaAnaBeatriz01",
  clientId: "demoClienteAnaBeatriz01",
  clientName: "Ana Beatriz Lima",
  clientPhone: "11987654321",
  clientEmail: "ana.beatriz@example.com",
};
export const demoProposalUrl = (base = "http://localhost:3000") => `${base}/public/propostas/${DEMO_PROPOSAL.token}`;
/** The demo proposal's consórcio group, with a recorded history (the public page's contemplation odds). */
export const DEMO_GROUP = { name: "Grupo 2040" };
