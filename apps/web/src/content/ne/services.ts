import type { Service } from '../services';
import type { ShopFacts } from '../policy-facts';
import { methodListNe, POLICY_NE, thresholdNe } from './policy-facts';

// The Services page's cards in Nepali: the same ids (and icons) as ../services.ts (a test checks
// every English card has one here).

export type ServiceText = Omit<Service, 'Icon'>;

function flexiblePaymentsNe(facts: ShopFacts): string {
  const online = facts.paymentMethods.filter((method) => method !== 'COD');
  const cash = facts.paymentMethods.includes('COD');
  if (online.length === 0) return 'अर्डर डेलिभर हुँदा नगदमा तिर्नुहोस्।';
  const wallets = methodListNe(online, 'or');
  return cash ? `${wallets} बाट अनलाइन, वा अर्डर डेलिभर हुँदा नगदमा तिर्नुहोस्।` : `${wallets} बाट अनलाइन तिर्नुहोस्।`;
}

/** The services' titles and descriptions in Nepali, worded with the shop's settings. */
export function serviceTextsNe(facts: ShopFacts): ServiceText[] {
  return [
    {
      id: 1,
      title: 'सामान छनोटमा सल्लाह',
      description:
        'कुन फोन, ल्यापटप वा इयरबड तपाईंलाई सुहाउँछ, निश्चित हुनुहुन्न? आफ्नो बजेट र डिभाइस कसरी चलाउनुहुन्छ भन्नुहोस्, हामी सही विकल्प सुझाउँछौं।',
    },
    {
      id: 2,
      title: 'काठमाडौँ उपत्यकामा छिटो डेलिभरी',
      description: `उपत्यकाभित्रका अर्डर ${POLICY_NE.valleyDelivery}मा आइपुग्छन्, ${thresholdNe(facts)} भन्दा बढीको अर्डरमा निःशुल्क।`,
    },
    {
      id: 3,
      title: 'देशभर ढुवानी',
      description: `हामी नेपालका सबै प्रदेशमा ${POLICY_NE.outsideValleyDelivery}मा पठाउँछौं, अर्डर पसलबाट निस्कनेबित्तिकै इमेलमा ट्र्याकिङ नम्बरसहित।`,
    },
    {
      id: 4,
      title: 'वारेन्टी दाबीमा सहयोग',
      description: `बिग्रिएको सामान हामी ब्रान्डको आधिकारिक सर्भिस सेन्टरमा पुर्‍याउँछौं र तपाईंलाई जानकारी दिइरहन्छौं। दाबीमा ${POLICY_NE.warrantyClaimTime} लाग्छ।`,
    },
    {
      id: 5,
      title: 'डिभाइस सेटअप र डेटा ट्रान्सफर',
      description:
        'पुरानो र नयाँ फोन हाम्रो पसलमा ल्याउनुहोस्, हामी तपाईंका सम्पर्क, फोटो र एप सारिदिन्छौं र तपाईंसँगै खाताहरू सेटअप गर्छौं।',
    },
    {
      id: 6,
      title: 'IMEI दर्तामा सहयोग',
      description:
        'विदेशबाट फोन किन्नुभयो? त्यसको IMEI जाँच गर्न र नेपाल दूरसञ्चार प्राधिकरणको MDMS मा दर्ता गर्न हामी सहयोग गर्छौं।',
    },
    {
      id: 7,
      title: 'कर्पोरेट र थोक अर्डर',
      description:
        'अफिस वा विद्यालयका लागि सामान चाहिएको छ? कोटेसन माग्नुहोस्: धेरै परिमाणमा थोक छुट लाग्छ, तपाईंको हिसाबका लागि भ्याट बिलसहित।',
    },
    {
      id: 8,
      title: 'सजिलो भुक्तानी',
      description: flexiblePaymentsNe(facts),
    },
    {
      id: 9,
      title: 'स्क्रिन गार्ड र एक्सेसरी फिटिङ',
      description: '{locality}स्थित हाम्रो पसलमा टेम्पर्ड-ग्लास स्क्रिन गार्ड वा कभर, बुलबुलाबिना, तपाईं पर्खिरहँदा नै लगाइदिन्छौं।',
    },
  ];
}
