// autocannon 9, the load generator of the benchmarks and the cluster test: a CommonJS package, loaded
// through require; its types come from DefinitelyTyped (@types/autocannon).
import { createRequire } from "node:module";
import type Autocannon from "autocannon";

export type AutocannonOptions = Autocannon.Options;
export type AutocannonResult = Autocannon.Result;

const require = createRequire(import.meta.url);

export const autocannon = require("autocannon") as (options: AutocannonOptions) => Promise<AutocannonResult>;
