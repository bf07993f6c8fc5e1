export { FamilyMembersCard } from './components/family-members-card';
