import type { FieldDef, FormContent } from '../schemas/form';

/**
 * Publishing: each waiver keeps a version that goes up only when its text changes from
 * the published one, so people who signed the older text are asked to sign again; new waivers start
 * at 1. Everything else about the fields is free to change.
 */
export function withWaiverVersions(draft: FormContent, published: FormContent | null): FormContent {
  const before = new Map((published?.fields ?? []).flatMap((f) => (f.type === 'waiver' ? [[f.id, f] as const] : [])));
  const fields = draft.fields.map((f): FieldDef => {
    if (f.type !== 'waiver') return f;
    const old = before.get(f.id);
    if (!old || old.type !== 'waiver') return { ...f, waiverVersion: 1 };
    const oldVersion = old.waiverVersion ?? 1;
    return { ...f, waiverVersion: old.text.trim() === f.text.trim() ? oldVersion : oldVersion + 1 };
  });
  return { ...draft, fields };
}

/** Waivers whose current version is newer than the one this person signed (they must sign again). */
export function waiversToSignAgain(fields: readonly FieldDef[], signed: ReadonlyArray<{ fieldId: string; waiverVersion: number }>): string[] {
  return fields.flatMap((f) => {
    if (f.type !== 'waiver') return [];
    const mine = signed.filter((s) => s.fieldId === f.id);
    if (!mine.length) return [];
    const latest = Math.max(...mine.map((s) => s.waiverVersion));
    return latest < (f.waiverVersion ?? 1) ? [f.id] : [];
  });
}

/** The draft differs from the published snapshot (ignoring server-set waiver versions). */
export function hasUnpublishedChanges(draft: FormContent, published: FormContent | null): boolean {
  if (!published) return true;
  const strip = (c: FormContent) => JSON.stringify({ ...c, fields: c.fields.map((f) => (f.type === 'waiver' ? { ...f, waiverVersion: undefined } : f)) });
  return strip(draft) !== strip(published);
}
