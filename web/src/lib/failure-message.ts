import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { serverText } from './server-text';

/**
 * After a failed save: puts each issue the server sent on the form field `fieldOf` names for its
 * path (issues it cannot place stay with the form-wide message), and returns that message.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  fieldOf: (path: string) => Path<T> | undefined,
  setError: UseFormSetError<T>,
): string {
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const field = fieldOf(issue.path);
      if (field) setError(field, { message: issue.message });
    }
  }
  return error instanceof Error ? serverText(error.message) : i18n._(msg`Something went wrong. Please try again.`);
}
