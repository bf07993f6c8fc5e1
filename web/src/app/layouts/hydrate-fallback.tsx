/** Shown for the moment the shell's chunk is loading on first visit. */
export function HydrateFallback() {
  return (
    <p role="status" className="sr-only">
      Loading…
    </p>
  );
}
