import './app/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PRERENDERED_ID, takeOverWhenSettled } from './app/take-over';
import './app/styles.css';
import './app/prerendered.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page the server sent prerendered stays until the app's first screen is ready to replace it.
// Meanwhile nobody waits for the app's first render: as a transition it yields to the browser
// every few milliseconds (a scroll, a tap on a link) instead of holding it for one long task.
const prerendered = document.getElementById(PRERENDERED_ID);
if (prerendered) {
  takeOverWhenSettled(container, prerendered);
  startTransition(() => root.render(app));
} else root.render(app);
