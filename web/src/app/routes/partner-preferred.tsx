import { useParams } from 'react-router-dom';
import { PreferredPartnerPage } from '@web/features/partners';

/** `partner/preferred/{id}`: a partner's page (public). */
export function Component() {
  const { id = '' } = useParams();
  return <PreferredPartnerPage key={id} id={id} />;
}
