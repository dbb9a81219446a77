export * from "./constants";
export * from "./enums";
export * from "./errors";
export * from "./host";
export * from "./messages";
export * from "./plans";
export * from "./schemas";
export * from "./types";
