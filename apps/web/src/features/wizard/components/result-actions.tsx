import { CalendarOutlined, SaveOutlined } from '@ant-design/icons';
import type { Calculation, CurrentUser } from '@cargo/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';
import { manualBookingPath, resultActionsOf } from '../lib/result-actions';
import { SaveTemplateDialog } from './save-template-dialog';

export interface ResultActionsProps {
  calculation: Calculation;
  user: CurrentUser | null;
  readOnly: boolean;
  isWidget: boolean;
}

/**
 * What may be done with the calculation as a whole: "Save as template" (anyone signed in on a
 * calculation they may act on) and "Book manually" (operators: the manual booking on it).
 * Nothing when neither is offered.
 */
export function ResultActions({ calculation, user, readOnly, isWidget }: ResultActionsProps) {
  const t = useT();
  const navigate = useNavigate();
  const [templateOpen, setTemplateOpen] = useState(false);
  const offers = resultActionsOf(calculation, user, { readOnly, isWidget });
  if (!user || (!offers.saveTemplate && !offers.bookManually)) return null;
  const manualPath = manualBookingPath(calculation.id);
  return (
    <div className="wizard-toolbar-actions">
      {offers.saveTemplate ? (
        <Button icon={<SaveOutlined aria-hidden="true" />} onClick={() => setTemplateOpen(true)}>
          {t('wizard.template.save')}
        </Button>
      ) : null}
      {offers.bookManually ? (
        <Button
          icon={<CalendarOutlined aria-hidden="true" />}
          href={manualPath}
          onClick={(event) => {
            event.preventDefault();
            void navigate(manualPath);
          }}
        >
          {t('wizard.bookManually')}
        </Button>
      ) : null}
      {offers.saveTemplate ? (
        <SaveTemplateDialog
          calculation={calculation}
          user={user}
          open={templateOpen}
          onClose={() => setTemplateOpen(false)}
        />
      ) : null}
    </div>
  );
}
