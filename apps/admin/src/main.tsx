import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDesktopMode } from '@site-admin/shell';
import { appSystem } from '@site-admin/ui';
import { createApp, nextTask } from './app';

// The start is cut into tasks, each short enough not to hold up a tap or a paint on a slow phone:
// the modules run, then the app's first calls start, then its router is made, then Chakra's theme,
// then React draws (the shell first, the page in a transition: see usePageAfterShell in the shell).
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  applyDesktopMode();
  await nextTask();
  const App = await createApp();
  await nextTask();
  appSystem();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
