import { createApiCalls } from "./calls";
import { createApiClient } from "./client";

/** The site's one client, configured from the Vite env; reached through ./index.ts. */
export const apiCalls = createApiCalls(createApiClient());
