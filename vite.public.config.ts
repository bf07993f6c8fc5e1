import { webBuildConfig } from './vite.config.ts';

/** The light public build (see vite.config.ts): `vite build -c vite.public.config.ts`, after the app's build. */
export default webBuildConfig('public');
