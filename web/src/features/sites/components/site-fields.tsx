import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import type { SiteContent, SiteContentInput } from '@shared/schemas/site';
import { TextArea, TextField } from '@web/components/form';

/** The builder's form: the whole site (its pages and blocks) as one value, checked with the API's schema on save. */
export type SiteControl = Control<SiteContentInput, unknown, SiteContent>;

/**
 * A builder field: a kit text input or textarea bound to one place in the site, named by its
 * dotted path (`pages.0.blocks.1.heading`); its error shows under it.
 */
export function Field({
  control,
  name,
  label,
  hint,
  multiline,
  maxLength,
  placeholder,
  type = 'text',
}: {
  control: SiteControl;
  name: string;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'url' | 'email' | 'tel';
}) {
  // Paths into pages and blocks are built at run time; the site's schema checks what they hold.
  const path = name as FieldPath<SiteContentInput>;
  return multiline ? (
    <TextArea control={control} name={path} label={label} hint={hint} maxLength={maxLength} placeholder={placeholder} rows={5} />
  ) : (
    <TextField control={control} name={path} label={label} hint={hint} maxLength={maxLength} placeholder={placeholder} type={type} autoComplete="off" />
  );
}
