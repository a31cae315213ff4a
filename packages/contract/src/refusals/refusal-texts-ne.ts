// The Nepali of every refusal code (refusal-catalogue.ts), fetched by a Nepali page with the first
// refusal by code it receives (apps/web/src/api/http.ts), so other pages never download it. Typed
// by the codes: a code without its Nepali here does not compile, and refusal-texts.test.ts checks
// that both languages use the same parameters.

import type { RefusalCode } from './refusal-catalogue.js';

export const NE_REFUSALS: Readonly<Record<RefusalCode, string>> = {
  sign_in_required: 'कृपया साइन इन गर्नुहोस्',
  account_gone: 'तपाईंको खाता अब छैन',
  email_not_verified: 'अर्डर गर्न आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्: हामीले इमेलमा पठाएको कोड लेख्नुहोस्',

  google_not_configured: 'Google बाट साइन इन यो पसलमा मिलाइएको छैन',
  google_token_unverified: 'Google बाट साइन इन हुन सकेन: टोकन प्रमाणित भएन',
  google_unavailable: 'Google बाट साइन इन अहिले उपलब्ध छैन। कृपया फेरि प्रयास गर्नुहोस्',
  google_email_unverified: 'Google बाट साइन इन हुन सकेन: Google खाताको इमेल ठेगाना प्रमाणित छैन',
  google_email_taken: 'यो इमेल अर्को Google खाताको हो',

  invalid_field: '{field} मिलेन: {problem}',
  check_filters: 'कृपया फिल्टरहरू जाँच्नुहोस्',
  check_attributes: 'कृपया विशेषताहरू जाँच्नुहोस्',
  check_specifications: 'कृपया विवरणहरू जाँच्नुहोस्',

  product_not_found: 'उत्पादन भेटिएन',
  order_not_found: 'अर्डर भेटिएन',
  category_not_found: 'यस्तो वर्ग छैन',
  no_such_product: 'यस्तो उत्पादन छैन',
  no_such_picture: 'यस्तो तस्बिर छैन',
  tracked_order_not_found: 'यो अर्डर नम्बर र फोन नम्बर मिल्ने कुनै अर्डर भेटिएन',

  out_of_stock: '{product} को स्टक सकियो',
  only_left: '{product} स्टकमा {left} वटा मात्र बाँकी छ',
  cart_empty: 'तपाईंको कार्ट खाली छ',
  product_unavailable: '{product} अब उपलब्ध छैन',
  cart_product_unavailable: 'तपाईंको कार्टको एउटा सामान अब उपलब्ध छैन',
  line_quantity_limit: '{product} बढीमा {max} वटा मात्र किन्न सकिन्छ',
  colour_unavailable: '{product} को छानिएको रङ अब उपलब्ध छैन',
  choose_colour: 'कृपया {product} को रङ छान्नुहोस्',
  wishlist_full: 'मन परेका सामानको सूची भरियो (बढीमा {max} सामान)',

  prices_changed: 'मूल्य परिवर्तन भएको छ, कृपया आफ्नो कार्ट जाँच्नुहोस्',
  order_too_large: 'यो अर्डर अनलाइन राख्न धेरै ठूलो छ; कृपया यसलाई टुक्र्याउनुहोस् वा हामीलाई सम्पर्क गर्नुहोस्',
  online_payment_minimum: '{gateway} बाट तिर्न अर्डर कम्तीमा रु. {amount} को हुनुपर्छ',
  choose_cash_on_delivery: 'कृपया यो अर्डरका लागि क्यास अन डेलिभरी छान्नुहोस्',
  gateway_unavailable: '{gateway} यो पसलमा उपलब्ध छैन; कृपया अर्को भुक्तानी विधि छान्नुहोस्',
  gateway_switched_off: '{gateway} अहिले उपलब्ध छैन; कृपया अर्को भुक्तानी विधि छान्नुहोस्',
  choose_another_payment_method: 'कृपया अर्को भुक्तानी विधि छान्नुहोस्',
  cod_open_orders_one:
    'तपाईंको १ वटा क्यास अन डेलिभरी अर्डर डेलिभरी हुन बाँकी छ। यो अर्डरको भुक्तानी eSewa वा Khalti बाट गर्नुहोस्, वा क्यास अन डेलिभरीमा फेरि अर्डर गर्नुअघि त्यो अर्डर आइपुग्न (वा रद्द गर्न) पर्खनुहोस्।',
  cod_open_orders:
    'तपाईंका {max} वटा क्यास अन डेलिभरी अर्डर डेलिभरी हुन बाँकी छन्। यो अर्डरको भुक्तानी eSewa वा Khalti बाट गर्नुहोस्, वा क्यास अन डेलिभरीमा फेरि अर्डर गर्नुअघि कुनै अर्डर आइपुग्न (वा एउटा रद्द गर्न) पर्खनुहोस्।',
  cod_units_one:
    'क्यास अन डेलिभरी अर्डरमा एक पटकमा {name} बढीमा १ वटा मात्र राख्न सकिन्छ। परिमाण घटाउनुहोस्, वा eSewa वा Khalti बाट भुक्तानी गर्नुहोस्।',
  cod_units:
    'क्यास अन डेलिभरी अर्डरमा एक पटकमा {name} बढीमा {max} वटा मात्र राख्न सकिन्छ। परिमाण घटाउनुहोस्, वा eSewa वा Khalti बाट भुक्तानी गर्नुहोस्।',
  cod_units_one_held:
    'क्यास अन डेलिभरी अर्डरमा एक पटकमा {name} बढीमा १ वटा मात्र राख्न सकिन्छ (तपाईंका खुला अर्डरमा {held} वटा पहिल्यै छन्)। परिमाण घटाउनुहोस्, वा eSewa वा Khalti बाट भुक्तानी गर्नुहोस्।',
  cod_units_held:
    'क्यास अन डेलिभरी अर्डरमा एक पटकमा {name} बढीमा {max} वटा मात्र राख्न सकिन्छ (तपाईंका खुला अर्डरमा {held} वटा पहिल्यै छन्)। परिमाण घटाउनुहोस्, वा eSewa वा Khalti बाट भुक्तानी गर्नुहोस्।',
  district_required: 'जिल्ला छान्नुहोस्',
  counter_sale_too_large: 'यो बिक्री एउटा बिलका लागि धेरै ठूलो छ: यसलाई दुई बिक्रीमा बाँड्नुहोस्',
  idempotency_key_reused: 'यो Idempotency-Key अर्को अर्डरमा प्रयोग भइसकेको छ; नयाँ अर्डरका लागि नयाँ key पठाउनुहोस्',
  order_in_flight: 'यो अर्डर राखिँदैछ। फेरि प्रयास गर्नुअघि केही बेरमा "मेरा अर्डरहरू" हेर्नुहोस्',

  warranty_ended_on: 'यो सामानको वारेन्टी सकियो ({date} मा)',
  warranty_claim_not_found: 'वारेन्टी दाबी भेटिएन',
  warranty_claim_wrong_step: 'यो वारेन्टी दाबी त्यो चरणमा छैन',
  warranty_claim_open: 'यो सामानको वारेन्टी दाबी अझै पूरा भएको छैन',
  warranty_received_on_invalid: 'प्राप्त भएको दिन भविष्यको होइन, वास्तविक मिति हुनुपर्छ',
  warranty_unit_not_sold: 'यो सिरियल नम्बरको कुनै एकाइ बिक्री भएको छैन',
  warranty_unit_returned: 'यो सामान फिर्ता भइसकेको छ: अब यो किन्नेको होइन',
  warranty_not_started: 'यो सामानको अर्डर डेलिभर भएको छैन: यसको वारेन्टी सुरु भएको छैन',

  return_not_found: 'फिर्ता अनुरोध भेटिएन',
  return_not_delivered: 'डेलिभर भइसकेको अर्डर मात्र फिर्ता गर्न मिल्छ',
  return_window_ended: 'यो सामान फिर्ता गर्ने अवधि सकियो',
  return_unknown_line: 'त्यो सामान यो अर्डरमा छैन',
  return_too_many_units: 'एउटा सामानमा फिर्ता गर्न बाँकीभन्दा बढी सङ्ख्या छानियो',
  return_wrong_step: 'यो फिर्ता अनुरोध त्यो चरणमा छैन',
  return_line_resolved: 'यो सामानको टुङ्गो पहिल्यै लागिसकेको छ',
  return_no_serials: 'यो सामानका एकाइहरूको छान्ने सिरियल नम्बर छैन',
  return_serial_not_on_line: 'त्यो सिरियल नम्बर ग्राहकसँग अझै रहेका यो सामानका एकाइहरूमध्ये होइन',
  return_serial_count_one: 'फिर्ता आएको एकाइको सिरियल नम्बर छान्नुहोस्',
  return_serial_count: 'फिर्ता आएका {units} वटा एकाइका सिरियल नम्बर छान्नुहोस्',
  order_not_editable:
    'पठाउनुअघिको, भुक्तानी नभएको क्यास अन डेलिभरी अर्डर (Pending वा Processing) मात्र बदल्न मिल्छ: बरु फिर्ता रकम दर्ता गर्नुहोस् वा अर्डर रद्द गर्नुहोस्',
  order_edit_unknown_line: 'त्यो सामान यो अर्डरमा छैन',
  order_edit_nothing: 'बदल्नुपर्ने केही छैन: सबै सङ्ख्या पहिलेकै छन्',
  order_edit_empty: 'अर्डरमा कम्तीमा एउटा सामान रहनुपर्छ: बरु अर्डर रद्द गर्नुहोस्',
  order_edit_coupon_minimum:
    'कुपन {code} का लागि कम्तीमा रु. {minimum} को उप-जम्मा चाहिन्छ: यो परिवर्तनले अर्डरलाई त्यसभन्दा तल पुर्‍याउँछ',
  order_edit_serials_recorded:
    '{product} का सिरियल नम्बर दर्ता भइसकेका छन्: अर्डरबाट एकाइ घटाउनुअघि तिनलाई हटाउनुहोस्',
  replacement_out_of_stock:
    'सट्टा सामान पठाउन सकिँदैन: {product} को स्टक सकियो। पहिले स्टक थप्नुहोस्, वा यो सामानको टुङ्गो अर्कै तरिकाले लगाउनुहोस्',
  return_photo_missing: 'फोटो छान्नुहोस्',
  return_photo_file_type: 'फोटो JPEG, PNG वा WebP तस्बिर हुनुपर्छ',
  return_photo_media_type: 'फोटो JPEG, PNG वा WebP तस्बिर हुनुपर्छ',
  return_photo_unreadable: 'फोटोलाई तस्बिरका रूपमा पढ्न सकिएन',
  return_photo_too_many_pixels: 'फोटो धेरै ठूलो छ (बढीमा ५० मेगापिक्सेल)',
  return_photo_too_large: 'हरेक फोटो बढीमा ५ MB को हुनुपर्छ',
  return_photos_full: 'एउटा फिर्ता अनुरोधमा बढीमा तीनवटा फोटो राख्न मिल्छ',
  return_photo_not_now: 'फिर्ता अनुरोधको जवाफ आउनुअघि मात्र फोटो थप्न मिल्छ',
  return_photo_not_found: 'फोटो भेटिएन',

  refund_reference_required: 'भुक्तानी सेवाको फिर्ता सन्दर्भ नम्बर लेख्नुहोस्',
  refund_not_paid: 'फिर्ता गर्ने केही छैन: यो अर्डरको भुक्तानी प्राप्त भएको छैन',
  order_already_refunded: 'यो अर्डरको रकम पहिल्यै फिर्ता भइसकेको छ',
  refund_nothing_selected: 'फिर्ता गर्न कम्तीमा एउटा सामान वा डेलिभरी शुल्क छान्नुहोस्',
  refund_unknown_line: 'त्यो सामान यो अर्डरमा छैन',
  refund_too_many_units: 'एउटा सामानमा फिर्ता गर्न बाँकीभन्दा बढी सङ्ख्या छानियो',
  refund_delivery_not_refundable: 'डेलिभरी शुल्क पहिल्यै फिर्ता भइसकेको छ, वा लागेकै थिएन',
  refund_exceeds_paid: 'फिर्ता रकम तिरेको रकमबाट अघिल्ला फिर्ता घटाएर बाँकीभन्दा बढी हुन सक्दैन',

  serial_format: 'सिरियल नम्बर ४ देखि ४० वटा अक्षर, अङ्क, "-" वा "/" हुन्छ',
  serial_imei_check_digit: 'यो IMEI (१५ अङ्क) को जाँच अङ्क मिलेन: फेरि हेर्नुहोस्',
  serial_taken: 'यो सिरियल नम्बर बिक्री भई फिर्ता नभएको अर्को एकाइमा पहिल्यै राखिएको छ',
  serial_in_order: 'यो सिरियल नम्बर यो अर्डरमा पहिल्यै राखिएको छ',
  serial_line_full: 'यो लाइनका सबै एकाइमा सिरियल नम्बर राखिसकिएको छ',
  serial_not_serialised: 'यो सामानमा सिरियल नम्बर चाहिँदैन: यसका एकाइमा सिरियल नम्बर राखिँदैन',
  serial_line_not_found: 'यो अर्डरमा यस्तो लाइन छैन',
  serial_unit_not_found: 'यो अर्डरमा यस्तो एकाइ छैन',
  serials_locked: 'सिरियल नम्बर अर्डर प्राप्त वा तयारीमा हुँदा मात्र राखिन्छ',
  serials_missing_one: 'पठाउनुअघि सिरियल नम्बर चाहिने हरेक एकाइको सिरियल नम्बर राख्नुहोस्: १ वटा एकाइमा अझै छैन',
  serials_missing: 'पठाउनुअघि सिरियल नम्बर चाहिने हरेक एकाइको सिरियल नम्बर राख्नुहोस्: {missing} वटा एकाइमा अझै छैन',

  review_not_found: 'समीक्षा भेटिएन',
  review_already_hidden: 'यो समीक्षा पहिल्यै लुकाइएको छ',
  review_already_shown: 'यो समीक्षा पहिल्यै देखाइएको छ',
  review_no_reply: 'यो समीक्षामा जवाफ छैन',
  question_not_found: 'प्रश्न भेटिएन',

  back_in_stock_product_in_stock: 'यो सामान स्टकमा छ: अहिले नै कार्टमा थप्न सक्नुहुन्छ।',
  back_in_stock_colour_in_stock: 'यो रङ स्टकमा छ: अहिले नै कार्टमा थप्न सक्नुहुन्छ।',
  back_in_stock_no_longer_sold: 'यो उत्पादन अब बिक्रीमा छैन।',

  file_too_large: 'फाइल {max} MB भन्दा ठूलो छ',
  choose_a_file: 'फाइल छान्नुहोस्',
  test_mail_not_sent: 'परीक्षण इमेल पठाउन सकिएन: {reason}',

  coupon_invalid: 'यो कुपन कोड मान्य छैन',
  coupon_not_active: 'यो कुपन अझै सक्रिय भएको छैन',
  coupon_expired: 'यो कुपनको म्याद सकियो',
  coupon_used_up: 'यो कुपन प्रयोग गर्न मिल्ने सीमा पुगिसक्यो',
  coupon_used_by_you: 'तपाईंले यो कुपन पहिल्यै प्रयोग गरिसक्नुभएको छ',
  coupon_minimum_subtotal: 'यो कुपन प्रयोग गर्न कम्तीमा रु. {amount} को सामान हुनुपर्छ',
  coupon_first_order_only: 'यो कुपन तपाईंको पहिलो अर्डरका लागि मात्र हो',

  cancel_not_allowed: 'यो अर्डर अब रद्द गर्न मिल्दैन',
  paid_by_cash_on_delivery: 'यो अर्डरको भुक्तानी डेलिभरीमा नगद (COD) हो',
  payment_not_payable: 'यो भुक्तानी अब पूरा गर्न मिल्दैन',
  payment_being_confirmed: 'तपाईंको भुक्तानी पुष्टि हुँदैछ: कृपया फेरि भुक्तानी नगर्नुहोस्',
  order_paid_already: 'यो अर्डरको भुक्तानी भइसकेको छ',
  too_many_payment_attempts: 'यो अर्डरका लागि धेरै पटक भुक्तानी प्रयास भयो: कृपया यसलाई रद्द गरेर फेरि अर्डर गर्नुहोस्',
  provider_failed: 'भुक्तानी प्रदायक असफल भयो: {kind}',
  provider_not_responding: '{gateway} ले जवाफ दिइरहेको छैन, कृपया फेरि प्रयास गर्नुहोस्',
  payment_not_verified: 'हामी यो भुक्तानी प्रमाणित गर्न सकेनौं',
  payment_for_another_order: 'यो भुक्तानी अर्को अर्डरको हो',
  payment_amount_mismatch: 'तिरेको रकम अर्डरसँग मिलेन',
  payment_reported_as: 'eSewa ले भुक्तानीलाई {status} भनेको छ',
  esewa_data_required: 'eSewa को डेटा आवश्यक छ',
  khalti_pidx_required: 'Khalti को pidx आवश्यक छ',
  esewa_data_invalid: 'eSewa को डेटा मान्य छैन: {detail}',

  gateway_credentials_not_saved: '{gateway} को कुनै प्रमाणपत्र सुरक्षित छैन',
  gateway_secret_refused: '{gateway} ले गोप्य कुञ्जी अस्वीकार गर्‍यो: {detail}',
  gateway_not_asked: '{gateway} लाई सोध्न सकिएन: {detail}',
};
