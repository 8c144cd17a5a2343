// Server-only entry of the BCB consórcio data: the importer, its job, the reads (public figures) and
// the account's links from its groups to them.
export { importBcbZip, MAX_BCB_UPLOAD_BYTES, refuseConcurrentBcbImport } from "./import";
export { bcbDrawRate, bcbGroupProfile, bcbLanceSplit, findBcbGroups, listBcbImports, newestMonth } from "./data";
export { bcbJobs, fetchNewestBcbMonth } from "./fetch";
export { bcbCardFor, linkBcbGroup, listBcbLinks, unlinkBcbGroup } from "./links";
