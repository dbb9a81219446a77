export * from "./answers";
export * from "./contacts";
export * from "./endpoint";
