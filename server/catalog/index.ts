export type { Catalog, CatalogOptions } from './types.js';
export type * from './records.js';
export { createCatalog } from './create-catalog.js';
export { createCatalogWriter, type CatalogWriter } from './writer.js';
export { renderIconSvg, iconPath } from './icon-svg.js';
