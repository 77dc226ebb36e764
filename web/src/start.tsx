// First: it configures zod before any module parses with it.
import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { DEFAULT_LANGUAGE, storedLanguage } from './lib/i18n.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A guest's home page comes drawn (the build's prerendered home.html, in Russian): the app takes it over.
// In another language the drawing would not match the app's first render, so it is drawn afresh.
if (container.firstElementChild !== null && storedLanguage() === DEFAULT_LANGUAGE) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
