// Loads the browser's pt-BR number and date data (ICU) in a task of its own, before React hydrates a
// signed-in page (src/app/_shell/app-frame.tsx): a page's first Intl formatter costs ~100 ms of a
// phone's main thread (4x CPU), which otherwise lands inside hydration's longest task. Formatters made
// after this one cost ~1 ms. Same locale and time zone as src/lib/format.ts.
new Intl.NumberFormat("pt-BR").format(0);
new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(0);
