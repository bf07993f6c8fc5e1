/** `send-digests` → `SendDigests`: construct ids derived from manifest and route-table names. */
export const pascalCase = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
