import { z } from 'zod';

// Answers that are not JSON: a file or a page of text sent as it is, with its own content type
// (the route's `produces` names it). These schemas document the body in the OpenAPI document;
// they live here with every other answer so a route never describes one on its own. HTML pages and
// image bytes are in api-responses.ts (htmlPageSchema, binaryBodySchema).

/** A CSV download (text/csv; charset=utf-8, sent as an attachment). */
export const csvFileSchema = z.string().meta({ description: 'The CSV file' });

/** An Excel workbook download (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet). */
export const xlsxFileSchema = z.string().meta({ format: 'binary', description: 'The Excel workbook (.xlsx)' });

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /sitemap.xml */
export const sitemapXmlSchema = z.string().describe('The sitemap (application/xml)');

/** GET /robots.txt */
export const robotsTxtSchema = z.string().describe('The rules (text/plain)');
