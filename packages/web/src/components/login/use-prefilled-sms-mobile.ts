import { useEffect, useRef } from 'react';
import { splitSmsMobile } from '@lobby/flows';

/** The SMS tab starts with the remembered number, split once by the brand's dialing codes as they arrive. */
export function usePrefilledSmsMobile(
  remembered: string,
  countries: readonly { countryDialingCode: string }[] | undefined,
  setDialingCode: (code: string) => void,
  setMobile: (mobile: string) => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !remembered || !countries) return;
    done.current = true;
    const split = splitSmsMobile(
      remembered,
      countries.map((country) => country.countryDialingCode),
    );
    if (!split) return;
    setDialingCode(split.countryDialingCode);
    setMobile(split.mobile);
  }, [remembered, countries, setDialingCode, setMobile]);
}
