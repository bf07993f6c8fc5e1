import { useParams } from 'react-router-dom';
import { PartnersPage } from '@web/features/partners';

/** `partners/{ptype}`: partners of a type (public). */
export function Component() {
  const { ptype = '' } = useParams();
  return <PartnersPage key={ptype} ptype={ptype} />;
}
