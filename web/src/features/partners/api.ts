import useSWR from 'swr';
import type { OutputOf } from '../../../../shared/api/routes';
import type { PartnerType } from '../../../../shared/schemas/partner';
import { api } from '../../lib/api-client';

export type Partner = OutputOf<'getPartner'>;

export const partnersKey = (type: PartnerType) => ['listPartners', type] as const;
export const partnerKey = (id: string) => ['getPartner', id] as const;

export function usePartners(type: PartnerType) {
  return useSWR(partnersKey(type), () => api.call('listPartners', { query: { type } }));
}

export function usePartner(id: string) {
  return useSWR(partnerKey(id), () => api.call('getPartner', { params: { partnerId: id } }));
}

export function usePartnerEvents(id: string) {
  return useSWR(['listPartnerEvents', id], () => api.call('listPartnerEvents', { params: { partnerId: id } }));
}
