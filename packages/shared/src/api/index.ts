export * from "./answers";
export * from "./catalog";
export * from "./contacts";
export * from "./dev";
export * from "./endpoint";
export * from "./health";
export * from "./platform";
export * from "./tenants";
