import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The router's screen for unexpected errors (docs/product/public-site.md#errors). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="heading-2 text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-3 break-words font-mono text-sm text-red-700">{detail}</p>
      <Link to="/" className="btn btn-primary mt-8">
        Go home
      </Link>
    </section>
  );
}
