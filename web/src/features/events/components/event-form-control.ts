import type { Control } from 'react-hook-form';
import type { EventFormOutput, EventFormValues } from '../event-values';

/** The event form's control, as its sections take it. */
export type EventFormControl = Control<EventFormValues, unknown, EventFormOutput>;
