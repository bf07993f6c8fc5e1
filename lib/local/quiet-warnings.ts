/**
 * cognito-local loads the AWS SDK v2 (end-of-support notice) and SDK v3 warns that Node 20 support
 * ends in 2027 (tracked in docs/decisions.md). Both are known and say nothing about Rally, so the
 * local stack drops exactly those two and lets every other warning through.
 */
export function quietSdkWarnings(): void {
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  const known = /AWS SDK for JavaScript \(v2\) has reached end-of-support|NodeVersionSupportWarning/;
  const listeners = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (known.test(`${warning.name} ${warning.message}`)) return;
    for (const l of listeners) l(warning);
  });
}
