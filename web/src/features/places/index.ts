export { PlaceView, type PlaceActions } from './components/place-view';
export { PlaceForm, ONLY_CREATOR_MESSAGE } from './components/place-form';
export { PlacePoster } from './components/place-poster';
export { NearbyPlacesPage } from './components/nearby-places-page';
export { PlaceSearch, type SearchCenter } from './components/place-search';
export { PlaceLoadError, PlaceLoading } from './components/place-state';
export { useViewer } from './api/get-viewer';
