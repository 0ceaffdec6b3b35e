import { isOperator, memberOf, type TariffKind } from '@cargo/domain';
import { Result } from 'antd';
import { useT } from '../../../shared/i18n';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { useSession } from '../../../shared/session';
import { PageHeader } from '../../../shared/ui/page-header';
import { RatesScreen } from '../components/rates-screen';
import { visibleVariants } from '../lib/tabs';

/**
 * Every rates page (/partner/rates/{kind}, /admin/rates/{kind}): the kind's screen with the tabs
 * the user sees, titled with the route's own name; a partner whose approved profiles open none
 * of the kind's tabs is told how to get them.
 */
export function RatesPage({ kind }: { kind: TariffKind }) {
  const t = useT();
  const title = useRouteTitle();
  const { user } = useSession();
  const operator = user ? isOperator(memberOf(user)) : false;
  const variants = visibleVariants(kind, user?.organization, operator);
  if (!variants.length)
    return (
      <>
        <PageHeader title={title} />
        <Result status="info" title={t('tariffScreens.list.noTabs')} subTitle={t('tariffScreens.list.noTabsHint')} />
      </>
    );
  return <RatesScreen key={kind} kind={kind} title={title} operator={operator} variants={variants} />;
}
