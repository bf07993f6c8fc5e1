/** Website routes on the product's own domain (spec §2: site, site/build, site/build/{id}, site/view/{id} with page sub-paths). */
export const sitePaths = {
  list: '/site',
  build: '/site/build',
  edit: (id: string) => `/site/build/${encodeURIComponent(id)}`,
  view: (id: string, slug = '') => `/site/view/${encodeURIComponent(id)}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
};
