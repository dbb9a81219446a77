export * from "./answers";
export * from "./billing";
export * from "./contacts";
export * from "./domains";
export * from "./endpoint";
export * from "./onboarding";
