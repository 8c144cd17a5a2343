import { proposalDocumentSchema } from "./schema";
import { readStoredResults, UnreadableResultsError } from "./stored-results";

/**
 * A stored version, checked: its document (`inputs`) by the proposal's schema, into which every
 * stored engine version's parameters parse (./schema.ts), its results by the reader of the engine
 * version that wrote them (./stored-results.ts); both of one kind.
 */
export function readStoredVersion(version: {
  version: number;
  engineVersion: string;
  createdAt: Date;
  inputs: unknown;
  results: unknown;
}) {
  const inputs = proposalDocumentSchema.parse(version.inputs);
  const results = readStoredResults(version.engineVersion, version.results);
  if (results.kind !== inputs.kind) throw new UnreadableResultsError(version.engineVersion);
  return {
    version: version.version,
    engineVersion: version.engineVersion,
    createdAt: version.createdAt,
    inputs,
    results,
  };
}
