// The bare app of scripts/size-budget.mjs: the design card's stack for an app shell that fetches data (React,
// React DOM, React Router, TanStack Query, zustand, axios with an interceptor, i18next with react-i18next), each used
// once and nothing else, built with the app's vendor chunking and aliases. The shell's first load is measured against
// it (at most 1.05x), so what the shell adds on top of its stack stays visible. Decided: axios counts as part
// of the stack although the real shell defers it to the first API call (that deferral is the shell's own saving).
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { createStore, useStore } from 'zustand';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { hello: 'Hello', home: 'Home' } } },
  initAsync: false,
});

const http = axios.create({ baseURL: '/api', timeout: 10_000 });
http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', i18n.language);
  return config;
});
const queryClient = new QueryClient();
const counterStore = createStore<{ count: number; add: () => void }>()((set) => ({
  count: 0,
  add: () => {
    set((state) => ({ count: state.count + 1 }));
  },
}));

function Hello() {
  const { t } = useTranslation();
  const count = useStore(counterStore, (state) => state.count);
  const { data } = useQuery({
    queryKey: ['hello'],
    queryFn: async () => (await http.get<{ name: string }>('/hello')).data,
  });
  return (
    <main>
      <h1>{t('hello')}</h1>
      <p>{data?.name}</p>
      <button type="button" onClick={counterStore.getState().add}>
        {count}
      </button>
      <Link to="/">{t('home')}</Link>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: Hello }], { basename: import.meta.env.BASE_URL });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
