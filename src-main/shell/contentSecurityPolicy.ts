// The policy is shared with the HTTP server, so it is defined in the contract.
export { CONTENT_SECURITY_POLICY } from "../contract/contentSecurityPolicy.ts";
