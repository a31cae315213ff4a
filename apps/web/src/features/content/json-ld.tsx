/**
 * JSON for a `<script type="application/ld+json">`: '<' is escaped so text such as
 * "</script>" inside the data can never end the script element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for search engines (FAQPage, Article). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
