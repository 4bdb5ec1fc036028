// The bare app of scripts/size-budget.mjs: the app shell's stack (React, React DOM, React Router, i18next with
// react-i18next) and nothing else, built with the app's vendor chunking and aliases. The shell's first load is
// measured against it (issue 13: at most 1.05x), so what the shell adds on top of its libraries stays visible.
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { hello: 'Hello', home: 'Home' } } },
  initAsync: false,
});

function Hello() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('hello')}</h1>
      <Link to="/">{t('home')}</Link>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: Hello }], { basename: import.meta.env.BASE_URL });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}
