// Spec section 9 defaults for a new account's settings (the simulators' own defaults live in the engine).
export const DEFAULT_BRANDING = {
  colorSlider: "#0f9d58",
  colorBadge: "#f4b400",
  emphasisPeople: "#0b6e3d",
  emphasisPeopleShadow: "#06432a",
} as const;

export const DEFAULT_MODALITIES = [
  { key: "sorteio", percent: 96, title: "Sorteio", description: "Contemplação por sorteio nas assembleias mensais, sem oferta de lance." },
  { key: "fixo", percent: 90, title: "Lance fixo", description: "Lance com percentual definido pelo grupo, disputado entre os participantes que ofertarem." },
  { key: "fidelidade1", percent: 42, title: "Fidelidade 1", description: "Para cotas com 6 parcelas pagas sem atraso." },
  { key: "fidelidade2", percent: 12, title: "Fidelidade 2", description: "Para cotas com 12 parcelas pagas sem atraso." },
  { key: "fidelidade3", percent: 8, title: "Fidelidade 3", description: "Para cotas com 18 parcelas pagas sem atraso." },
  { key: "especial50", percent: 8, title: "Especial 50", description: "Lance equivalente a 50 parcelas." },
] as const;
