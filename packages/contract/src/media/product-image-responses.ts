import { binaryBodySchema } from '../shared/api-responses.js';
import { IMAGE_FORMATS, IMAGE_FORMAT_TYPES } from './product-images.js';

/**
 * GET /media/{name}: an image variant's bytes, in the type its name says. Fastify sends the bytes
 * as they are (it never serialises a Buffer); this documents one binary body per image type.
 */
export const imageVariantResponse = {
  description: 'The image',
  content: Object.fromEntries(
    IMAGE_FORMATS.map((format) => [IMAGE_FORMAT_TYPES[format], { schema: binaryBodySchema }]),
  ),
};
