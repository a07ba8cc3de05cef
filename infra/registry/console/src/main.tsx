import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appStarted } from './model';
import { App } from './ui/app';
import './styles.css';

appStarted();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
