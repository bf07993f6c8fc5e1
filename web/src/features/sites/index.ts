export { CustomWebsitePage } from './components/custom-website-page';
export { MySitesPage } from './components/my-sites-page';
export { PublishedSite } from './components/published-site';
export { SiteBuilder } from './components/site-builder';
export { SiteCreatePage } from './components/site-create-page';
export { sitePaths } from './site-paths';
