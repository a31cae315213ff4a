import { createBrowserRouter } from 'react-router';
import { routes } from './route-table';

/**
 * The app's router. Made when the app starts (main.tsx), not when this module loads: matching the
 * address and starting to load its screen is work of its own, kept out of the long task that
 * evaluates the app's code.
 */
export const createRouter = () => createBrowserRouter(routes);
