// Server-only entry of group histories: the account's recorded assemblies (tenant-scoped).
export { getGroupHistory, historyForGroup, listGroupHistories } from "./data";
export { deleteGroupHistory, saveGroupHistory } from "./mutations";
