import { Button, ConfigProvider, Result } from 'antd';
import { acceptLanguageOf, getLanguage, useOptionalI18n } from '../../shared/i18n';
import { appTheme } from '../../shared/ui';
import { CRASH_TEXTS } from './crash-texts';

/**
 * The global crash text (Product specification, shell §8). It shows even when the messages never loaded:
 * then its two texts are its own (crash-texts.ts), in the language the user chose.
 */
export function CrashScreen({ inline = false }: { inline?: boolean }) {
  const i18n = useOptionalI18n();
  const language = i18n?.language ?? getLanguage();
  const crash = i18n?.t('app.crash') ?? CRASH_TEXTS[language].crash;
  const reload = i18n?.t('app.reload') ?? CRASH_TEXTS[language].reload;
  // Inside the layout the content area is already the page's <main>.
  const Container = inline ? 'div' : 'main';
  return (
    <ConfigProvider theme={appTheme}>
      <Container className={inline ? 'page-center' : 'full-page-center'} lang={acceptLanguageOf(language)}>
        <Result
          status="error"
          title={<span role="alert">{crash}</span>}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {reload}
            </Button>
          }
        />
      </Container>
    </ConfigProvider>
  );
}
