import { defineModule } from "../module";
import { contactRoutes } from "./routes";

/** The tenant's address book. */
export const contactsModule = defineModule({ name: "contacts", routes: contactRoutes });
