/** Carried by every result, so a stored analysis says which engine produced it. */
export const ENGINE_VERSION = "0.1.0";
