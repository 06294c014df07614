// The wire format shared by the server and the web app: zod schemas only.
export { ErrorResponse, Timestamp, toTimestamp } from "./common.ts";
