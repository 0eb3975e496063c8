import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { StartupGate } from '@/features/startup/startup-gate';
import { createAppRouter } from './router';

/** The app below the providers: the start-up gate, then the router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <StartupGate>
      <RouterProvider router={router} />
    </StartupGate>
  );
}
