export { ProfileForm } from './components/profile-form';
export { CityCombobox } from './components/city-combobox';
export { ProfileView } from './components/profile-view';
export type { ProfileDto as Profile } from '@shared/schemas/user';
export { isNewUser } from './profile-values';
