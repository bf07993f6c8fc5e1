export { FamilyMembersCard } from './components/family-members-card';
export { JoinWithFamily } from './components/join-with-family';
