import './lib/zod-sem-eval';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { removePageLoader } from './app/page-loader';

// 01 §4: the loader goes away after the first navigation (root-route.tsx), and at most after 4 s. Here and
// not inline in index.html: the Content-Security-Policy allows no inline script (issue 15).
setTimeout(removePageLoader, 4000);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
