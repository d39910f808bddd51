/** The secrets of the production servers the suite starts: 32 characters or more, as production requires. */
export const E2E_SECRETS = {
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
  PLATFORM_SECRET: "e2e-platform-secret-0123456789abcdef",
} as const;
