import { acceptLanguageOf, getLanguage, useOptionalI18n } from '../../shared/i18n';
import { ErrorIcon } from '../../shared/ui/shell-icons';
import { CRASH_TEXTS } from './crash-texts';

/**
 * The global crash text (Product specification, shell §8). It shows even when the messages never loaded:
 * then its two texts are its own (crash-texts.ts), in the language the user chose. Plain React and
 * CSS, drawn as Ant Design's error result: it must show when no chunk can be loaded (issue 30).
 */
export function CrashScreen({ inline = false }: { inline?: boolean }) {
  const i18n = useOptionalI18n();
  const language = i18n?.language ?? getLanguage();
  const crash = i18n?.t('app.crash') ?? CRASH_TEXTS[language].crash;
  const reload = i18n?.t('app.reload') ?? CRASH_TEXTS[language].reload;
  // Inside the layout the content area is already the page's <main>.
  const Container = inline ? 'div' : 'main';
  return (
    <Container className={inline ? 'page-center' : 'full-page-center'} lang={acceptLanguageOf(language)}>
      <div className="crash-result">
        <ErrorIcon className="crash-result-icon" />
        <div className="crash-result-title">
          <span role="alert">{crash}</span>
        </div>
        <button type="button" className="shell-button shell-button-primary" onClick={() => window.location.reload()}>
          {reload}
        </button>
      </div>
    </Container>
  );
}
