/** Grey placeholders in the shape of the header and cards while the catalogue loads. */
export function CatalogueSkeleton({ label }: { label: string }) {
  return (
    <main className="container py-4" id="main" aria-busy="true" data-testid="catalogue-loading">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="sf-skeleton-header placeholder-glow" aria-hidden="true">
        <span className="placeholder col-6 col-md-4 mb-2" />
        <span className="placeholder col-8 col-md-5" />
      </div>
      <CardGrid />
    </main>
  );
}

function CardGrid() {
  return (
    <div className="sf-grid" aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <div className="card sf-card placeholder-glow" key={index}>
          <div className="sf-card-image placeholder" />
          <div className="card-body">
            <span className="placeholder col-8 mb-2" />
            <span className="placeholder col-4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder cards while a page of products loads (the shop's header is already shown). */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="page-loading">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <CardGrid />
    </div>
  );
}
