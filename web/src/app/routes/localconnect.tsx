import { LocalConnectPage } from '@web/features/localconnect';

/** `localconnect`: communities and games near a city (public). */
export const Component = LocalConnectPage;
