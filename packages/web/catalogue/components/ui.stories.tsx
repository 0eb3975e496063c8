import type { Meta, StoryObj } from '@storybook/react-vite';
import { LobbyError } from '@lobby/sdk';
import { EmbedFrame } from '@/components/ui/embed-frame';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkShare, type LinkShareKey } from '@/components/ui/link-share';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { RichText } from '@/components/ui/rich-text';
import { Spinner } from '@/components/ui/spinner';
import { StatusScreen } from '@/components/ui/status-screen';
import { TableHead } from '@/components/ui/table-head';

/** The shared building blocks of every screen (src/components/ui). */
const meta: Meta = { title: 'Components/UI' };
export default meta;

const noop = () => undefined;

export const Loading: StoryObj = { render: () => <Spinner /> };
export const Empty: StoryObj = {
  render: () => <EmptyState title="No bonuses from 2026-11-01 to 2026-11-07" />,
};
/** The list of promotions failed to load: a server error, or no answer at all. */
const failure = (kind: 'http' | 'network', status: number, message: string) =>
  new LobbyError({ kind, operationId: 'listPromotions', status, message });

export const LoadFailed: StoryObj = {
  render: () => <LoadError error={failure('http', 500, 'Internal Server Error')} onRetry={noop} />,
};
export const Offline: StoryObj = {
  render: () => <LoadError error={failure('network', 0, 'Failed to fetch')} onRetry={noop} />,
};
export const PagerMiddle: StoryObj = {
  name: 'Pager',
  render: () => <Pager pageNo={2} pageSize={20} total={95} label="Transactions pages" onPage={noop} />,
};
export const ServerHtml: StoryObj = {
  name: 'Rich text (server HTML, sanitised)',
  render: () => (
    <RichText
      html={'<p><strong>Weekly</strong> reload bonus <img src="x" onerror="alert(1)"> up to 100%.</p>'}
    />
  ),
};
export const Status: StoryObj = {
  name: 'Status screen',
  render: () => (
    <StatusScreen
      title="Under maintenance"
      actions={
        <button className="button" type="button">
          Try again
        </button>
      }
    >
      <p>We will be back at 14:00.</p>
    </StatusScreen>
  ),
};
export const Embedded: StoryObj = {
  name: 'Embedded page (sandboxed frame)',
  render: () => <EmbedFrame url="https://example.com/" title="Chat with Anna" />,
};
export const TableHeaders: StoryObj = {
  name: 'Table head',
  render: () => (
    <table className="table">
      <TableHead labels={['Rate', 'Active members', 'Valid bets in the period']} />
      <tbody>
        <tr>
          <td>30%</td>
          <td>3</td>
          <td>5,000.00</td>
        </tr>
      </tbody>
    </table>
  ),
};

// The member's referral texts as EN has them; the caller hands the component its namespace's texts.
const shareTexts: Record<LinkShareKey, string> = {
  qr: 'QR code of your referral link',
  link: 'Your referral link',
  code: 'Referral code',
  unsafe: 'The referral link could not be shown. Please contact customer service.',
  copy: 'Copy {{what}}',
  copied: '{{what}} copied',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
};
export const SharedLink: StoryObj = {
  name: 'Shared link (QR code, the link and its code to copy)',
  render: () => (
    <LinkShare
      url="https://example.com/register?referralCode=R1024"
      code="R1024"
      t={(key, values) => shareTexts[key].replace('{{what}}', values?.what ?? '')}
    />
  ),
};
