import { createContext, useContext } from 'react';

/**
 * True while the server renders a page's first screen (entry-server.tsx), and while the app
 * hydrates that HTML (main.tsx), which must draw the very same. That HTML is shown until the app
 * takes over, so parts that only make sense with JavaScript running (head tags
 * React hoists, 'loading' states of images the server already asked the browser for) leave it out.
 */
export const ServerRenderContext = createContext(false);

export const useServerRender = () => useContext(ServerRenderContext);
