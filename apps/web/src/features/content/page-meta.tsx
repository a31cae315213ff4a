import { shopName } from '../../i18n';

/** The page's <title> and meta description; React 19 hoists both into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${shopName()}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
