import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { CityCombobox } from '@web/features/profile';
import { requireUser } from '@web/lib/guards';
import { paths } from '@web/lib/paths';

/** `city-search` (spec §2 route table): pick a US city and see what is on there. */
export const loader = requireUser;

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [city, setCity] = useState<{ name: string; lat: number; lng: number } | undefined>();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8">
      <title>{t`Search by city | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Search by city</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Choose a city to see the events and games near it.</Trans>
        </p>
      </div>
      <CityCombobox
        label={t`City`}
        value={city}
        onChange={(picked) => {
          setCity(picked);
          if (picked) void navigate(paths.discoverAt(picked));
        }}
        onBlur={() => undefined}
      />
    </div>
  );
}
