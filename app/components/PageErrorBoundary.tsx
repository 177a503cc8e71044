import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "./ErrorPage.tsx";

/** Every page module's boundary: the error page for the status, inside the site chrome. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="shop-container flex flex-1 flex-col">
      <ErrorPage status={status} />
    </main>
  );
}
