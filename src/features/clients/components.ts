// The clients feature's UI, for pages and other features. The rule: scripts/eslint/layers.mjs.

export { ClientPage } from "./components/client-page";
export { ClientsList } from "./components/clients-list";
export { ClientPicker, type PickedClient } from "./components/client-picker";
export { TodayPanel } from "./components/today-panel";
export { WhatsappShare } from "./components/whatsapp-share";
export { useLogContact } from "./components/use-log-contact";
export { FirstOpenToasts } from "./components/first-open-alerts";
export { CarteiraBadge, NewAnswersBadge } from "./components/carteira-badge";
