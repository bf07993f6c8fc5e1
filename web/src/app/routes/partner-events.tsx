import { useParams } from 'react-router-dom';
import { PartnerEventsPage } from '@web/features/partners';

/** `partner/events/{id}`: upcoming events at a partner's places (public). */
export function Component() {
  const { id = '' } = useParams();
  return <PartnerEventsPage key={id} id={id} />;
}
