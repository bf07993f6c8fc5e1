import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ListStates } from '@web/components/list-states';
import { textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { useApi } from '@web/lib/use-api';
import { AdminPanel } from './admin-panel';

/** Custom domains sites proved they own (DNS TXT): each needs adding to the stack's siteDomains and certificate (README). */
export function DomainsPanel() {
  const { t } = useLingui();
  const domains = useApi('listSiteDomains');
  return (
    <AdminPanel id="admin-domains" title={t`Custom domains`}>
      <p className="text-sm text-slate-600">
        <Trans>
          Domains teams proved they own (with a DNS record) for their websites. To serve a new one, add it to the certificate and
          to the <code>siteDomains</code> setting and deploy (see the README); the team points a CNAME at the product&apos;s
          domain.
        </Trans>
      </p>
      <ListStates
        result={domains}
        failed={t`Custom domains could not be loaded.`}
        loading={t`Loading domains...`}
        empty={t`No site has verified a custom domain yet.`}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Custom domains, newest first</Trans>
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 font-medium">
                  <Trans>Domain</Trans>
                </th>
                <th scope="col" className="py-2 font-medium">
                  <Trans>Site</Trans>
                </th>
                <th scope="col" className="py-2 font-medium">
                  <Trans>Verified</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((d) => (
                <tr key={d.domain} className="border-b border-slate-100">
                  <th scope="row" className="py-2 font-mono font-normal break-all text-slate-800">
                    {d.domain}
                  </th>
                  <td className="py-2">
                    <Link to={`/site/view/${encodeURIComponent(d.siteId)}`} className={textLink}>
                      {d.title}
                    </Link>
                  </td>
                  <td className="py-2 text-slate-700">{formatDay(d.claimedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListStates>
    </AdminPanel>
  );
}
