import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';

/** A booking page whose calculation is gone or not the caller's: say so and offer the wizard. */
export function MissingCalculation({ title }: { title: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={<h2 className="orders-result-title">{title}</h2>}
      extra={
        <Button
          type="primary"
          href="/book/wizard"
          onClick={(event) => {
            event.preventDefault();
            void navigate('/book/wizard');
          }}
        >
          {t('orderScreens.booking.toWizard')}
        </Button>
      }
    />
  );
}
