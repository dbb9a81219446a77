// Preloaded into the server by bench:memory (node --expose-gc --import): SIGUSR2 runs a full garbage collection, so
// the memory read after a run is what the server still holds, not what the collector has not yet reclaimed.
process.on("SIGUSR2", () => globalThis.gc?.());
