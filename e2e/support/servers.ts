// The servers the journeys run against (playwright.config.ts starts them): the app as installed, the app
// with a language model configured, and the local OpenAI-compatible test server that model is.
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const MODEL_APP_PORT = APP_PORT + 1;
export const FAKE_CHAT_PORT = APP_PORT + 2;
/** A page server the applications journey starts itself: the one local host the app may import postings from. */
export const POSTING_PAGES_PORT = APP_PORT + 3;
/** The test server's model that writes grounded text (see apps/server/test/fake-chat-server.ts). */
export const FAKE_MODEL = "echo-model";
