import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useApi } from '@web/lib/use-api';
import { Select, type SelectProps } from './select';
import { gameTypeOptions } from '@web/lib/game-types';

export type GameTypeSelectProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Omit<
  SelectProps<T, N, TOut>,
  'options' | 'placeholder' | 'label'
> & {
  label?: ReactNode;
  /** Game types this form does not offer (activity options drop 'Other'). */
  exclude?: readonly string[];
};

/**
 * The game type, chosen from the server's list (listGameTypes: 'Other' first, then A–Z). The list
 * never changes while the app runs, so it is read once; while it loads, or if it fails, the hint says so.
 */
export function GameTypeSelect<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  label,
  hint,
  exclude,
  ...select
}: GameTypeSelectProps<T, N, TOut>) {
  const { t } = useLingui();
  const { data, error } = useApi('listGameTypes', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
  const options = (data?.items ?? []).map(({ label: type }) => type).filter((type) => !exclude?.includes(type));
  const reason = error instanceof Error ? error.message : '';
  const status = error ? t`We couldn’t load the game types. ${reason}` : data ? undefined : t`Loading game types…`;
  return (
    <Select
      {...select}
      label={label ?? t`Game type`}
      hint={status ?? hint}
      options={gameTypeOptions(options)}
      placeholder={t`Choose a game type`}
    />
  );
}
