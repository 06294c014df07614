// The wire format shared by the server and the web app: zod schemas only.
export {
  AuthUser,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  PASSWORD_MIN_LENGTH,
  RefreshResponse,
  SignupRequest,
  SignupResponse,
} from "./auth.ts";
export { ErrorResponse, Timestamp, toTimestamp } from "./common.ts";
