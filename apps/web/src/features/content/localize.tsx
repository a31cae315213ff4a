import type { ReactNode } from 'react';

/**
 * A translated message with one marked part ("More answers on our <link>FAQ page</link>."), the
 * part drawn by `render`: the words around a link or a bold name stay in the language's order.
 */
export function withMarkup(message: string, render: (inner: string) => ReactNode): ReactNode {
  const match = /<(\w+)>(.*?)<\/\1>/.exec(message);
  if (!match) return message;
  return (
    <>
      {message.slice(0, match.index)}
      {render(match[2] ?? '')}
      {message.slice(match.index + match[0].length)}
    </>
  );
}
