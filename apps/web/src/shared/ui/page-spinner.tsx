/**
 * A neutral, wordless spinner drawn by CSS (Ant Design's large Spin, four dots turning): shown
 * before the interface language or a screen's code is known, so it uses no library (issue 30).
 */
function Spinner() {
  return (
    <span className="spinner" aria-hidden="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

/** In the content area: while the session is asked about or a screen's code loads. */
export function PageSpinner() {
  return (
    <div className="page-center" aria-busy="true">
      <Spinner />
    </div>
  );
}

/** The whole page: before the messages have loaded. */
export function FullPageSpinner() {
  return (
    <div className="full-page-center" aria-busy="true">
      <Spinner />
    </div>
  );
}
