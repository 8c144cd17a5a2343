// Demo logins created by the seed; README's "Demo data" section shows the same values.
export const DEMO_OWNER = { email: "demo@consorciopro.com.br", password: "demo12345", name: "Marina Souza" };
export const DEMO_ADMIN = { email: "admin@consorciopro.com.br", password: "admin12345", name: "Operador Consórcio Pro" };
export const DEMO_ACCOUNT = { name: "Souza Consórcios", document: "11444777000161" };
export const OPERATOR_ACCOUNT = { name: "Consórcio Pro Tecnologia", document: "11222333000181" };
