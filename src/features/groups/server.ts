// Server-only entry of group histories: the account's recorded assemblies (tenant-scoped).
export { getGroupHistory, historyForGroup, listGroupHistories, type GroupOddsHistory } from "./data";
export { deleteGroupHistory, saveGroupHistory } from "./mutations";
