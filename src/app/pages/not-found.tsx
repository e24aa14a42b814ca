import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';

export function NotFoundPage() {
  return (
    <>
      <PageTitle title="Страница не найдена" />
      <div className="container section">
        <p>Такой страницы на сайте нет. Возможно, она была перемещена или адрес набран с ошибкой.</p>
        <p><Link to="/">Перейти на главную страницу</Link></p>
      </div>
    </>
  );
}
