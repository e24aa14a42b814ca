import { Link } from 'react-router';

export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="visually-hidden">Главная</h1>
          <Link to="/social-add" className="hero-link">Социальная реклама</Link>
        </div>
      </section>
      <section className="container welcome">
        <h2>Уважаемые гости</h2>
      </section>
    </>
  );
}
