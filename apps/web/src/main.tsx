import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PRERENDERED_ID, takeOverWhenSettled } from './app/take-over';
import './app/styles.css';
import './app/prerendered.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server sent prerendered stays until the app's first screen is ready to replace it.
const prerendered = document.getElementById(PRERENDERED_ID);
if (prerendered) takeOverWhenSettled(container, prerendered);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
