/** Stored with every recommendation; bump it whenever a rule, weight or text changes the output. */
export const ENGINE_VERSION = '1.5.0';
