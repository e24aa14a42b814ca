/** The reusable page-title banner (§2.3): the page's single top-level heading. */
export function PageTitle({ title }: { title: string }) {
  return (
    <div className="page-title">
      <div className="container">
        <h1>{title}</h1>
      </div>
    </div>
  );
}
