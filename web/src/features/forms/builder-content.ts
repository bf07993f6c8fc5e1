import { i18n } from '@web/lib/i18n';
import { msg } from '@lingui/core/macro';
import type { FieldDef, FieldType } from '@shared/schemas/form';

const newId = () => Math.random().toString(36).slice(2, 10);

/** A new field of this type, as the builder adds it (waivers and fees are required; a fee starts at $20). */
export function blankField(type: FieldType): FieldDef {
  const base = { id: newId(), label: '', required: type === 'waiver' || type === 'payment' };
  switch (type) {
    case 'singleChoice':
    case 'multipleChoice':
      return { ...base, type, options: ['', ''] };
    case 'waiver':
      return { ...base, type, label: i18n._(msg`Waiver`), text: '' };
    case 'payment':
      return { ...base, type, label: i18n._(msg`Fee`), mode: 'fixed', amount: 20 };
    case 'number':
      return { ...base, type };
    default:
      return { ...base, type } as FieldDef;
  }
}
