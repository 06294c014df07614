// V8 flags for the server process, shared by everything that starts it (scripts/start.mjs, the browser
// tests, apps/server/scripts/load.ts). On a large machine V8 lets the young generation grow to 64 MB per
// semi-space and the old one to several GB before collecting in earnest, and keeps what it grew: under the
// load script's 20 users these two caps hold the main thread's heap near 95 MB instead of 170 MB, for no
// measurable loss of throughput (its live data is a few tens of MB; heavy work runs in worker threads,
// capped in code).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=512"];
