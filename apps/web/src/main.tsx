import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { router } from './router';
import { adoptFirstScreenData } from './ssr/first-screen-data';
import './index.css';

const queryClient = createQueryClient();
adoptFirstScreenData(queryClient);

function mount() {
  // A transition lets React draw the first page in short slices instead of one long task, so the
  // phone stays responsive while the app takes over from the server's HTML.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

// The server's HTML (or index.html's app shell) stays on screen until the first route's code has
// arrived, then React replaces it with the same page in one go: no blank frame in between.
if (router.state.initialized) mount();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    mount();
  });
}
