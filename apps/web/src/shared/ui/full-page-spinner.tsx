import { Spin } from 'antd';

/** A neutral, wordless spinner: shown before the interface language is known. */
export function FullPageSpinner() {
  return (
    <div className="full-page-center" aria-busy="true">
      <Spin size="large" />
    </div>
  );
}
