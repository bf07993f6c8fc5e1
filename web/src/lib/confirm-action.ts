/**
 * A confirm dialog's onConfirm: runs the action, and resolves to undefined when it worked (the
 * dialog closes) or to the server's message (else `fallback`) for the dialog to show.
 */
export async function confirmAction(action: () => Promise<unknown>, fallback: string): Promise<string | undefined> {
  try {
    await action();
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : fallback;
  }
}
