export { TeamPage, OrganizationPage, TeamView, type TeamActions } from './components/team-page';
export { OrgSlugPage } from './components/org-slug-page';
export { TeamNotFoundPage } from './components/team-states';
export { TeamByHost } from './components/team-guard';
