export * from "./answers";
export * from "./contacts";
export * from "./endpoint";
export * from "./helpdesk";
export * from "./kb";
