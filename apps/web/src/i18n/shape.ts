import type { en } from './catalogues/en';

/** The English catalogue's areas and their message keys: what every other language must have. */
type English = typeof en;
export type CatalogueShape = { [Area in keyof English]: Record<keyof English[Area], string> };

/** 'cart.empty': an area of the catalogue and a key within it. */
export type MessageId = {
  [Area in keyof English]: `${Area & string}.${keyof English[Area] & string}`;
}[keyof English];
