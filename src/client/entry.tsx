/** Browser entry: hydrate the server-rendered page with the same route table. */
import '@fontsource/pt-sans/400.css';
import '@fontsource/pt-sans/700.css';
import './styles/site.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from '../app/routes';
import { createBrowserApi } from './api';

const dataElement = document.getElementById('router-data');
const hydrationData = dataElement?.textContent ? JSON.parse(dataElement.textContent) : undefined;
const router = createBrowserRouter(createRoutes(createBrowserApi()), { hydrationData });
const root = document.getElementById('root');
if (root) {
  document.documentElement.classList.add('js');
  hydrateRoot(root, <RouterProvider router={router} />);
}
