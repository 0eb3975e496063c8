import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AFFILIATE_CHANNEL_TYPES,
  channelField,
  type AffiliateChannelType,
  type AffiliateValues,
} from '@lobby/flows';
import { FieldError } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';

type Channels = AffiliateValues['channels'];

/** The promotion channels: each one ticked asks for its URL or handle. */
export function AffiliateChannels({
  channels,
  onChange,
  errorOf,
}: {
  channels: Channels;
  onChange: (channels: Channels) => void;
  errorOf: (field: string) => string | null;
}) {
  const { t } = useTranslation('memberAffiliate');
  const id = useId();
  const linkOf = (type: AffiliateChannelType) => channels.find((c) => c.type === type);
  // Kept in the form's order, so the request and the errors read the same way as the screen.
  const toggle = (type: AffiliateChannelType, on: boolean) =>
    onChange(
      AFFILIATE_CHANNEL_TYPES.flatMap((each) =>
        each === type ? (on ? [{ type, link: '' }] : []) : channels.filter((c) => c.type === each),
      ),
    );
  const setLink = (type: AffiliateChannelType, link: string) =>
    onChange(channels.map((c) => (c.type === type ? { type, link } : c)));
  const error = errorOf('channels');
  return (
    <fieldset
      className={error ? 'affiliate__channels affiliate__channels--invalid' : 'affiliate__channels'}
      aria-describedby={`${id}-hint ${id}-error`}
    >
      <legend className="field__label">{t('fields.channels')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('fields.channelsHint')}
      </p>
      {AFFILIATE_CHANNEL_TYPES.map((type) => {
        const channel = linkOf(type);
        return (
          <div key={type} className="affiliate__channel">
            <div className="field field--check">
              <input
                id={`${id}-${type}`}
                type="checkbox"
                checked={channel !== undefined}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              <label htmlFor={`${id}-${type}`}>{t(`channels.${type}`)}</label>
            </div>
            {channel ? (
              <TextField
                label={t('fields.link', { channel: t(`channels.${type}`) })}
                placeholder={t('fields.linkPlaceholder')}
                value={channel.link}
                onChange={(e) => setLink(type, e.target.value)}
                error={errorOf(channelField(type))}
              />
            ) : null}
          </div>
        );
      })}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
