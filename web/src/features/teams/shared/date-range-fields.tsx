import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateTime } from '@web/components/form';

/** The values a form with a start and end day holds (the day inputs' text, 'YYYY-MM-DD'). */
export interface DateRangeValues extends FieldValues {
  startDate: string;
  endDate: string;
}

/**
 * A start and an end day side by side, bound to a form's `startDate` and `endDate`: the season and
 * session forms ask for the same pair, each naming it after what it dates.
 */
export function DateRangeFields<T extends DateRangeValues, TOut>({
  control,
  startLabel,
  endLabel,
}: {
  // The form's context type is the caller's business; `any` matches every useForm.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, TOut>;
  startLabel: string;
  endLabel: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DateTime control={control} name={'startDate' as FieldPath<T>} label={startLabel} type="date" />
      <DateTime control={control} name={'endDate' as FieldPath<T>} label={endLabel} type="date" />
    </div>
  );
}
