import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldType } from '@shared/schemas/form';

/** The builder's name for each field type, in the app's language (the English is shared/schemas/form's `fieldTypeLabels`). */
export const fieldTypeMessages: Record<FieldType, MessageDescriptor> = {
  shortText: msg`Short text`,
  longText: msg`Long text`,
  number: msg`Number`,
  date: msg`Date`,
  singleChoice: msg`Single choice`,
  multipleChoice: msg`Multiple choice`,
  checkbox: msg`Checkbox`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  waiver: msg`Waiver (typed-name signature)`,
  payment: msg`Payment`,
};
