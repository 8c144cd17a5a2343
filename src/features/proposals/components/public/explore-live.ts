// The engine-backed part of the explore island, in its own chunk: loaded on the first interaction.
export { exploreFigures } from "../../document/explore";
