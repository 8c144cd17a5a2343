// Server-only entry of the BCB consórcio data: the importer, its job, and the reads (public figures).
export { importBcbZip, MAX_BCB_UPLOAD_BYTES, refuseConcurrentBcbImport, type ImportResult } from "./import";
export { BCB_SOURCE, bcbGroupProfile, bcbLanceSplit, findBcbGroups, listBcbImports, newestMonth } from "./data";
export { BCB_QUEUE, bcbJobs, fetchNewestBcbMonth, reportStaleness } from "./fetch";
export { bcbCardFor, linkBcbGroup, listBcbLinks, unlinkBcbGroup } from "./links";
