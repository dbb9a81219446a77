export { ModulesCard } from "./modules-card";
