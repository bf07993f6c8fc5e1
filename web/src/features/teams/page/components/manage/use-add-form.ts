import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTeamAction } from '../use-team-action';

/**
 * A manage form that adds something to the team: the checked values go through the team action
 * `key` (its toast, its refresh), and the form empties again once the server took them.
 */
export function useAddForm<V extends FieldValues, O>({
  key,
  resolver,
  empty,
  send,
  added,
}: {
  key: string;
  resolver: Resolver<V, unknown, O>;
  empty: V;
  send: (values: O) => Promise<unknown>;
  added: (values: O) => string;
}) {
  const { pending, run } = useTeamAction();
  const { control, handleSubmit, reset } = useForm<V, unknown, O>({ resolver, defaultValues: empty as DefaultValues<V> });
  const submit = handleSubmit(async (values) => {
    const failure = await run(key, () => send(values), added(values));
    if (!failure) reset(empty);
  });
  return { control, pending, submit };
}
