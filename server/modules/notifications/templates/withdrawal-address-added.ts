import { APP_LINKS } from '@/common/app-links';
import { coinText } from '@/common/coins';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatMailTime, MAIL_PARTS, SUPPORT } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  addressAddedSubject: (label: string) => ({ label }),
  addressAdded: (coin: string) => ({ coin }),
  addressAddedFrom: (time: string) => ({ time }),
  addressNameLabel: plain,
  addressLabel: plain,
  usableFromLabel: plain,
  addressAddedAction: plain,
  /** the closing line of security mail, and how to stop the address in time */
  addressAddedFootnote: () => SUPPORT,
});

const NOTICE = defineTexts('notices', {
  addressAddedTitle: plain,
  addressAddedBody: (label: string, coin: string, time: string) => ({ label, coin, time }),
});

export const withdrawalAddressAdded: Template<NotificationParams['withdrawal_address_added']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.addressAddedSubject(p.label),
    lines: [TEXT.addressAdded(coinText(p.coin, 'code')), TEXT.addressAddedFrom(formatMailTime(p.usableFrom))],
    figures: [
      { label: MAIL_PARTS.coin, value: coinText(p.coin, 'code') },
      { label: TEXT.addressNameLabel, value: p.label },
      { label: TEXT.addressLabel, value: p.address },
      { label: TEXT.usableFromLabel, value: formatMailTime(p.usableFrom) },
    ],
    action: { label: TEXT.addressAddedAction, url: `${publicUrl}${APP_LINKS.withdrawalAddresses}` },
    footnote: TEXT.addressAddedFootnote(),
  }),
  inbox: (p) => ({
    title: NOTICE.addressAddedTitle,
    body: NOTICE.addressAddedBody(p.label, coinText(p.coin, 'code'), formatMailTime(p.usableFrom)),
    link: APP_LINKS.withdrawalAddresses,
  }),
};
