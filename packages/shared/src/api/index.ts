export * from "./answers";
export * from "./auth";
export * from "./contacts";
export * from "./endpoint";
export * from "./portal";
export * from "./security";
export * from "./tenants";
