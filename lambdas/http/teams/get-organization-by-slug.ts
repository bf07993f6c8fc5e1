import { getOrganizationBySlug as fn } from '../../domain/teams/teams';
import { route } from '../../middleware/http';

export const getOrganizationBySlug = route('getOrganizationBySlug', ({ params }) => fn(params.slug));
