import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDesktopMode } from '@site-admin/shell';
import { createApp } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyDesktopMode();
const App = createApp();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
