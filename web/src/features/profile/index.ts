export { ProfileForm } from './components/profile-form';
export { CityCombobox } from './components/city-combobox';
export { ProfileView } from './components/profile-view';
export { getMe, getMeKey, useMe, type Profile } from './api/get-me';
export { isNewUser } from './profile-values';
