// The group histories' UI for the routes: the seller's page of recorded assemblies.
export { GroupsScreen } from "./components/groups-screen";
export { GroupHistoryHint } from "./components/group-history-hint";
