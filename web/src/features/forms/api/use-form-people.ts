import { useApi } from '@web/lib/use-api';

/** Teams the person owns or administers: a form may belong to one of them. */
export function useManagedTeams(uid: string | undefined) {
  const { data } = useApi('listUserTeams', uid ? { params: { uid } } : null);
  return { data: data?.items.filter((t) => t.role === 'owner' || t.role === 'admin') };
}

/** Family members the person may fill forms for (accepted ones, and members without an account). */
export function useFamilyMembers(uid: string | undefined) {
  const { data } = useApi('listFamilyConnections', uid ? { params: { uid } } : null);
  return { data: data?.items.filter((c) => c.status === 'accepted' || !c.isRecipientGthUser) };
}
