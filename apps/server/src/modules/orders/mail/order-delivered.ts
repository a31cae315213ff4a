import type { Order } from '@pasal/contract';
import { pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { billParagraphs } from '../../invoices/index.js';
import type { OrderRecipient } from '../recipient.js';
import { itemLines, orderGreeting, orderMail } from './parts.js';

// Staff marked the order Delivered (staff-desk.ts): the bill, and where to turn if something is wrong.

export function orderDeliveredEmail(
  order: Order,
  recipient: OrderRecipient,
  shopName: string,
  publicUrl: string,
): MailMessage {
  const { locale } = recipient;
  const id = order.transaction_id;
  const warranty = pageIn(`${publicUrl}/warranty`, locale);
  const shop = pageIn(publicUrl, locale);
  if (locale === 'ne')
    return {
      to: recipient.to,
      ...orderMail(
        `${shopName}: तपाईंको अर्डर ${id} डेलिभर भयो`,
        [
          [orderGreeting(order, 'ne'), `तपाईंको अर्डर ${id} डेलिभर भएको छ। ${shopName} बाट किनमेल गर्नुभएकोमा धन्यवाद।`],
          ...billParagraphs(order, publicUrl, 'ne'),
          itemLines(order, 'ne'),
          [
            `केही मिलेन भने यो इमेलको जवाफ दिनुहोस्, वा हाम्रो वारेन्टीका सर्तहरू ${warranty} मा हेर्नुहोस्।`,
            `आफूले किनेको सामानको समीक्षा ${shop} मा त्यसकै पृष्ठमा लेख्न सक्नुहुन्छ।`,
          ],
        ],
        'ne',
      ),
    };
  return {
    to: recipient.to,
    ...orderMail(
      `${shopName}: your order ${id} has been delivered`,
      [
        [orderGreeting(order, 'en'), `Your order ${id} has been delivered. Thank you for shopping with ${shopName}.`],
        ...billParagraphs(order, publicUrl, 'en'),
        itemLines(order, 'en'),
        [
          `If something is not right, reply to this e-mail or see our warranty terms at ${warranty}.`,
          `You can review what you bought on its product page at ${shop}.`,
        ],
      ],
      'en',
    ),
  };
}
