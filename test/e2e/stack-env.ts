/**
 * The e2e stack's ports and data directory, shared by playwright.config.ts and the soak script so
 * both talk to the same stack. E2E_SLOT=n (default 0) shifts every port by 10·n and uses its own
 * data dir, so several people (or helpers) can run the e2e suite at once.
 */
export function e2eStack(slot = Number(process.env.E2E_SLOT ?? 0)) {
  const shift = (port: number) => String(port + slot * 10);
  const port = Number(shift(3100));
  return {
    slot,
    baseURL: `http://127.0.0.1:${port}`,
    env: {
      PORT: String(port),
      DYNAMODB_PORT: shift(8100),
      SQS_PORT: shift(4666),
      MAIL_PORT: shift(8105),
      COGNITO_PORT: shift(9329),
      DATA_DIR: slot ? `.data/e2e-${slot}` : '.data/e2e',
    },
  };
}
