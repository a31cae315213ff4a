// The Nepali of the shared messages: what the server answers (validation, API errors) and what the
// forms show, keyed by the English text itself. The English lives next to each schema
// (ACCOUNT_MESSAGES, CHECKOUT_MESSAGES, …); this table deliberately does not import them, so the
// browser's translator pulls in no schema code (and no zod). translate.test.ts walks every
// exported message object and fails when one of its texts has no Nepali here.

import { toDevanagariDigits } from '../nepal/numerals.js';

/** The most wards a local level has (Pokhara: 33); translate.test.ts checks the map against it. */
export const MOST_WARDS = 33;

/** NEPAL_ADDRESS_MESSAGES.wardOutOfRange(count) for every ward count up to MOST_WARDS. */
const WARD_RANGES: Record<string, string> = Object.fromEntries(
  Array.from({ length: MOST_WARDS }, (_, index) => [
    `Ward must be between 1 and ${index + 1}`,
    `वडा नम्बर १ देखि ${toDevanagariDigits(String(index + 1))} सम्म हुनुपर्छ`,
  ]),
);

/** English text → Nepali. */
export const NE_MESSAGES: Readonly<Record<string, string>> = {
  // ACCOUNT_MESSAGES (sign-in, sign-up, account forms)
  'Email is required': 'इमेल आवश्यक छ',
  'Invalid email': 'इमेल ठेगाना मिलेन',
  'Password is required': 'पासवर्ड आवश्यक छ',
  'Password must be at least 8 characters': 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ',
  'Password must be at most 128 characters': 'पासवर्ड बढीमा १२८ अक्षरको हुनुपर्छ',
  'Passwords must match': 'दुवै पासवर्ड एउटै हुनुपर्छ',
  'Confirm Password is required': 'पासवर्ड पुष्टि आवश्यक छ',
  'First Name is required': 'पहिलो नाम आवश्यक छ',
  'Last Name is required': 'थर आवश्यक छ',
  'Name must be at most 50 characters': 'नाम बढीमा ५० अक्षरको हुनुपर्छ',
  'Phone is required': 'फोन नम्बर आवश्यक छ',
  'Phone number must be 10 digits': 'फोन नम्बर १० अङ्कको हुनुपर्छ',
  'Enter a valid Nepali mobile number': 'मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्',
  'Otp is required': 'कोड आवश्यक छ',
  'Otp must be 6 digits': 'कोड ६ अङ्कको हुनुपर्छ',
  'Old Password is required': 'पुरानो पासवर्ड आवश्यक छ',
  'New Password is required': 'नयाँ पासवर्ड आवश्यक छ',
  'Country is required': 'देश आवश्यक छ',
  'We deliver within Nepal only': 'हामी नेपालभित्र मात्र डेलिभरी गर्छौं',
  'Province is required': 'प्रदेश आवश्यक छ',
  'Choose one of the 7 provinces': '७ प्रदेशमध्ये एउटा छान्नुहोस्',
  'City is required': 'शहर आवश्यक छ',
  'Address is required': 'ठेगाना आवश्यक छ',
  'Landmark is required': 'चिनारी स्थान आवश्यक छ',
  'Zip code is required': 'हुलाक कोड आवश्यक छ',
  'Zip code must be 5 digits': 'हुलाक कोड ५ अङ्कको हुनुपर्छ',
  'Must be at most 200 characters': 'बढीमा २०० अक्षर हुनुपर्छ',
  'Invalid email or password': 'इमेल वा पासवर्ड मिलेन',
  'An account with this e-mail already exists': 'यो इमेलको खाता पहिल्यै छ',
  'This password is too common. Choose a less common one': 'यो पासवर्ड धेरै सामान्य छ। अरू कम प्रचलित पासवर्ड छान्नुहोस्',
  'Invalid or expired OTP': 'कोड मिलेन वा म्याद सकियो',
  'Old password is incorrect': 'पुरानो पासवर्ड मिलेन',
  'This account has no password yet. Use Forgot Password to set one':
    'यो खातामा अहिलेसम्म पासवर्ड छैन। पासवर्ड राख्न "पासवर्ड बिर्सनुभयो" प्रयोग गर्नुहोस्',
  'Code is required': 'कोड आवश्यक छ',
  'Code must be 6 digits': 'कोड ६ अङ्कको हुनुपर्छ',
  'Invalid or expired code. Ask for a new one': 'कोड मिलेन वा म्याद सकियो। नयाँ कोड माग्नुहोस्',
  'If this e-mail needs verifying, a new code has been sent to it':
    'यो इमेल प्रमाणित गर्न बाँकी भए, त्यसमा नयाँ कोड पठाइएको छ',
  'Your e-mail address is verified': 'तपाईंको इमेल ठेगाना प्रमाणित भयो',
  'Verify your e-mail address to place an order: enter the code we e-mailed you':
    'अर्डर गर्न आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्: हामीले इमेलमा पठाएको कोड लेख्नुहोस्',
  'We have sent a code to your mobile number': 'तपाईंको मोबाइल नम्बरमा कोड पठाइएको छ',
  'Your mobile number is verified': 'तपाईंको मोबाइल नम्बर प्रमाणित भयो',
  'Your mobile number is already verified': 'तपाईंको मोबाइल नम्बर पहिल्यै प्रमाणित छ',
  'This mobile number is already verified on another account': 'यो मोबाइल नम्बर अर्को खातामा पहिल्यै प्रमाणित छ',
  'Save a valid Nepali mobile number in your account details first':
    'पहिले खाताको विवरणमा मान्य नेपाली मोबाइल नम्बर राख्नुहोस्',
  'If this number is verified on an account, we have sent a code':
    'यो नम्बर कुनै खातामा प्रमाणित छ भने, हामीले कोड पठाएका छौं',
  'This shop does not send text messages': 'यो पसलले SMS पठाउँदैन',
  'We have sent a text message to this number. Enter the code from it':
    'हामीले यो नम्बरमा SMS पठाएका छौं। त्यसमा आएको कोड लेख्नुहोस्',
  // COD_HOLD_MESSAGES
  'Enter a whole number from 1 to 1000': '१ देखि १००० सम्मको पूर्ण सङ्ख्या लेख्नुहोस्',
  'Hold released: the order is cancelled and its stock is back on sale':
    'होल्ड हटाइयो: अर्डर रद्द भयो र त्यसको स्टक फेरि बिक्रीमा छ',
  'Hold released by staff (suspicious cash-on-delivery hold)': 'कर्मचारीले होल्ड हटाए (शङ्कास्पद क्यास अन डेलिभरी होल्ड)',
  'Current Password is required': 'हालको पासवर्ड आवश्यक छ',
  'Current password is incorrect': 'हालको पासवर्ड मिलेन',
  'This is already your e-mail address': 'यो पहिल्यै तपाईंको इमेल ठेगाना हो',
  'Enter your current password to change your e-mail address': 'इमेल ठेगाना बदल्न हालको पासवर्ड लेख्नुहोस्',
  'This account has been disabled. Please contact the shop if you think this is a mistake':
    'यो खाता बन्द गरिएको छ। गल्ती भएको जस्तो लागे पसललाई सम्पर्क गर्नुहोस्',

  // CONTACT_MESSAGES, newsletter
  'Name is required': 'नाम आवश्यक छ',
  'Name must be at most 100 characters': 'नाम बढीमा १०० अक्षरको हुनुपर्छ',
  'Subject is required': 'विषय आवश्यक छ',
  'Subject must be at most 150 characters': 'विषय बढीमा १५० अक्षरको हुनुपर्छ',
  'Message is required': 'सन्देश आवश्यक छ',
  'Message must be at most 5000 characters': 'सन्देश बढीमा ५००० अक्षरको हुनुपर्छ',
  "Message sent successfully! We'll get back to you soon.": 'सन्देश पठाइयो! हामी छिट्टै सम्पर्क गर्नेछौं।',
  'Thank you for subscribing to our newsletter!': 'हाम्रो न्युजलेटर सदस्यता लिनुभएकोमा धन्यवाद!',
  'This unsubscribe link is not valid. Use the link from your most recent newsletter e-mail.':
    'सदस्यता हटाउने यो लिङ्क मान्य छैन। पछिल्लो न्युजलेटर इमेलको लिङ्क प्रयोग गर्नुहोस्।',
  'You are unsubscribed. You will get no more newsletter e-mails from us.':
    'तपाईंको सदस्यता हटाइयो। अब हामीबाट न्युजलेटर इमेल आउने छैन।',
  'This unsubscribe link is incomplete. Use the link from your most recent newsletter e-mail.':
    'सदस्यता हटाउने यो लिङ्क अधुरो छ। पछिल्लो न्युजलेटर इमेलको लिङ्क प्रयोग गर्नुहोस्।',

  // CHECKOUT_MESSAGES, ORDER_MESSAGES, IDEMPOTENCY_MESSAGES (refusals by code: refusals/refusal-texts-ne.ts)
  'Additional info is required': 'थप जानकारी आवश्यक छ',
  'Payment method is required': 'भुक्तानी विधि आवश्यक छ',
  'Please select a payment method': 'कृपया भुक्तानी विधि छान्नुहोस्',
  'Additional info must be at most 1000 characters': 'थप जानकारी बढीमा १००० अक्षरको हुनुपर्छ',
  'Prices have changed, please review your cart': 'मूल्य परिवर्तन भएको छ, कृपया आफ्नो कार्ट जाँच्नुहोस्',
  'Checkout successfully!': 'अर्डर सफलतापूर्वक राखियो!',
  'Something went wrong': 'केही गडबड भयो',
  'Your cart is empty': 'तपाईंको कार्ट खाली छ',
  'No orders found': 'कुनै अर्डर भेटिएन',
  'Payment Failed': 'भुक्तानी असफल भयो',
  'Payment Successful!': 'भुक्तानी सफल भयो!',
  'Processing Payment': 'भुक्तानी प्रक्रियामा छ',
  'This order had already been cancelled, so your payment will be refunded. Your cart is still here.':
    'यो अर्डर पहिल्यै रद्द भइसकेकाले तपाईंको भुक्तानी फिर्ता हुनेछ। तपाईंको कार्ट जस्ताको तस्तै छ।',
  'Your order has been cancelled': 'तपाईंको अर्डर रद्द गरियो',
  'This order can no longer be cancelled': 'यो अर्डर अब रद्द गर्न मिल्दैन',
  'Please enter a coupon code': 'कृपया कुपन कोड लेख्नुहोस्',
  'Coupon applied': 'कुपन लागू भयो',
  // What the server answers shoppers in its own words (payment,
  // Google sign-in, the wishlist's limit): issue #30, no English on a Nepali page.
  'Google sign-in failed: the token could not be verified': 'Google बाट साइन इन हुन सकेन: टोकन प्रमाणित भएन',
  'Google sign-in failed: the Google e-mail address is not verified':
    'Google बाट साइन इन हुन सकेन: Google खाताको इमेल ठेगाना प्रमाणित छैन',
  'This e-mail belongs to another Google account': 'यो इमेल अर्को Google खाताको हो',
  'Your wishlist is full (at most 100 products)': 'मन परेका सामानको सूची भरियो (बढीमा १०० सामान)',
  'Your account no longer exists': 'तपाईंको खाता अब छैन',
  'This coupon is only for your first order': 'यो कुपन तपाईंको पहिलो अर्डरका लागि मात्र हो',
  'Idempotency-Key must be 8 to 128 characters: letters, digits, "-", "_", "." or ":"':
    'Idempotency-Key ८ देखि १२८ अक्षरको हुनुपर्छ: अक्षर, अङ्क, "-", "_", "." वा ":"',
  'Choose home delivery or store pickup': 'घरमै डेलिभरी वा पसलबाट लिने छान्नुहोस्',
  'PAN must be 9 digits': 'PAN नम्बर ९ अङ्कको हुनुपर्छ',
  'Quantity must be a number': 'परिमाण अङ्कमा हुनुपर्छ',
  'Quantity must be a whole number': 'परिमाण पूर्ण सङ्ख्या हुनुपर्छ',
  'Quantity must be at least 1': 'परिमाण कम्तीमा १ हुनुपर्छ',
  // MAX_ORDER_LINE_QUANTITY, and the order's lines and the browser's figures (orders.ts)
  'Quantity must be at most 100': 'परिमाण बढीमा १०० हुनुपर्छ',
  'Product must be a number': 'उत्पादन अङ्कमा हुनुपर्छ',
  'Colour must be a number': 'रङ अङ्कमा हुनुपर्छ',
  'Subtotal must be a number': 'उप-जम्मा अङ्कमा हुनुपर्छ',
  'Tax percentage must be a number': 'कर प्रतिशत अङ्कमा हुनुपर्छ',
  'Tax amount must be a number': 'कर रकम अङ्कमा हुनुपर्छ',
  'Delivery charge must be a number': 'डेलिभरी शुल्क अङ्कमा हुनुपर्छ',
  'Discount must be a number': 'छुट अङ्कमा हुनुपर्छ',
  'Grand total must be a number': 'कुल जम्मा अङ्कमा हुनुपर्छ',

  // reviewMessages (REVIEW_TEXT_MAX, RATING_MIN, RATING_MAX, QUESTION_MAX, ANSWER_MAX)
  'Message must be at most 2000 characters': 'सन्देश बढीमा २००० अक्षरको हुनुपर्छ',
  'Rating must be a whole number from 1 to 5': 'रेटिङ १ देखि ५ सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  'Question must be at most 1000 characters': 'प्रश्न बढीमा १००० अक्षरको हुनुपर्छ',
  'Answer must be at most 2000 characters': 'उत्तर बढीमा २००० अक्षरको हुनुपर्छ',
  'Question is required': 'प्रश्न आवश्यक छ',
  'Answer is required': 'उत्तर आवश्यक छ',
  'Product must be a product id': 'उत्पादनको id मिलेन',
  'Your review added successfully!': 'तपाईंको समीक्षा थपियो!',
  'Your question has been submitted!': 'तपाईंको प्रश्न पठाइयो!',

  // BACK_IN_STOCK_MESSAGES
  "We'll e-mail you when this item is back in stock!": 'यो सामान फेरि स्टकमा आएपछि हामी तपाईंलाई इमेल गर्नेछौं!',
  'You will no longer get an e-mail when this item is back in stock.': 'यो सामान स्टकमा आउँदा अब तपाईंलाई इमेल आउने छैन।',
  'This item is in stock: you can add it to your cart now.': 'यो सामान स्टकमा छ: अहिले नै कार्टमा थप्न सक्नुहुन्छ।',
  'Choose a colour of this product': 'यो उत्पादनको रङ छान्नुहोस्',
  'Notify me when back in stock': 'स्टकमा आएपछि मलाई सूचना दिनुहोस्',
  'Notify me': 'मलाई सूचना दिनुहोस्',
  "You're on the list: we'll e-mail you when it's back.": 'तपाईं सूचीमा हुनुहुन्छ: स्टकमा आएपछि हामी इमेल गर्नेछौं।',

  // NEPAL_ADDRESS_MESSAGES
  'Choose a province': 'प्रदेश छान्नुहोस्',
  'Choose a district': 'जिल्ला छान्नुहोस्',
  'This district is not in the chosen province': 'यो जिल्ला छानिएको प्रदेशमा पर्दैन',
  'Choose a municipality or rural municipality': 'नगरपालिका वा गाउँपालिका छान्नुहोस्',
  'This municipality is not in the chosen district': 'यो पालिका छानिएको जिल्लामा पर्दैन',
  'Enter the ward number': 'वडा नम्बर लेख्नुहोस्',
  'Street / tole is required': 'सडक / टोल आवश्यक छ',
  'Postal code must be 5 digits': 'हुलाक कोड ५ अङ्कको हुनुपर्छ',
  'Text contains characters that are not allowed': 'पाठमा अनुमति नभएका अक्षरहरू छन्',
  // tooLong(NEPAL_ADDRESS_LIMITS.tole, .landmark)
  'Must be at most 120 characters': 'बढीमा १२० अक्षर हुनुपर्छ',
  ...WARD_RANGES,

  // SAVED_ADDRESS_MESSAGES
  'Label is required': 'ठेगानाको नाम आवश्यक छ',
  'Label must be at most 40 characters': 'ठेगानाको नाम बढीमा ४० अक्षरको हुनुपर्छ',
  'Full name is required': 'पूरा नाम आवश्यक छ',
  'Full name must be at most 100 characters': 'पूरा नाम बढीमा १०० अक्षरको हुनुपर्छ',
  'You can save up to 10 addresses. Delete one to add another.':
    'बढीमा १० वटा ठेगाना राख्न सकिन्छ। अर्को थप्न एउटा मेटाउनुहोस्।',
  'Address not found': 'ठेगाना भेटिएन',

  // DELIVERY_CONFIG_MESSAGES
  "Exactly one zone must cover the other districts ('rest')": "बाँकी जिल्लाहरू ('rest') ठीक एउटा क्षेत्रले समेट्नुपर्छ",
  'The earliest day cannot be after the latest': 'सबैभन्दा छिटो दिन सबैभन्दा ढिलो दिनपछि हुन सक्दैन',
  'Holidays are dates written YYYY-MM-DD': 'बिदाका मितिहरू YYYY-MM-DD ढाँचामा लेख्नुहोस्',

  // SETTINGS_MESSAGES
  'Settings saved': 'सेटिङ सुरक्षित गरियो',
  'Enter a valid e-mail address': 'मान्य इमेल ठेगाना लेख्नुहोस्',
  'Enter a Nepali mobile (98XXXXXXXX) or landline (01-XXXXXXX) number, optionally with +977':
    'नेपाली मोबाइल (98XXXXXXXX) वा ल्यान्डलाइन (01-XXXXXXX) नम्बर लेख्नुहोस्, चाहे +977 सहित',
  'Enter an amount in rupees of 0 or more, with at most two decimals': 'रुपैयाँमा ० वा बढी रकम लेख्नुहोस्, बढीमा दुई दशमलवसम्म',
  'Must be at most Rs. 10,000,000': 'बढीमा रु. १,००,००,००० हुनुपर्छ',
  'Offer at least one payment method': 'कम्तीमा एउटा भुक्तानी विधि राख्नुहोस्',
  'Each payment method may be listed once': 'प्रत्येक भुक्तानी विधि एक पटक मात्र राख्न मिल्छ',
  'None of the chosen payment methods can take payments in this shop yet: also choose one that is set up (Cash on Delivery always is)':
    'छानिएका कुनै पनि भुक्तानी विधि यस पसलमा अझै चालु छैनन्: चालु भएको एउटा पनि छान्नुहोस् (डेलिभरीमा नगद सधैं चालु हुन्छ)',

  // IDENTITY_MESSAGES (issue #32)
  'Must be at most 12 characters': 'बढीमा १२ अक्षर हुनुपर्छ',
  'Enter a colour as #RRGGBB, for example #1d4ed8': 'रङ #RRGGBB को रूपमा लेख्नुहोस्, जस्तै #1d4ed8',
  'Choose a darker colour: white text on it and the colour on white must both reach a contrast of 4.5 to 1':
    'अलि गाढा रङ छान्नुहोस्: यसमाथि सेतो अक्षर र सेतोमाथि यो रङ दुवैको कन्ट्रास्ट कम्तीमा ४.५:१ हुनुपर्छ',
  'Enter the full address of the page, starting with https://': 'पेजको पूरा ठेगाना https:// बाट सुरु गरेर लेख्नुहोस्',
  'Logo saved': 'लोगो सुरक्षित गरियो',
  'Logo removed: the shop shows its name with the standard mark': 'लोगो हटाइयो: पसलले आफ्नो नाम सामान्य चिह्नसँग देखाउँछ',
  'Upload the logo as PNG, WebP or JPEG (SVG files are refused: they can carry scripts)':
    'लोगो PNG, WebP वा JPEG मा अपलोड गर्नुहोस् (SVG फाइल लिइँदैन: तिनमा स्क्रिप्ट हुन सक्छ)',

  // CBMS_MESSAGES (issue #34)
  'Queued to be sent to CBMS again': 'CBMS मा फेरि पठाउन लाइनमा राखियो',

  // NAVIGATION_MESSAGES (issue #32)
  'Must be at most 40 characters': 'बढीमा ४० अक्षर हुनुपर्छ',
  'Must be at most 160 characters': 'बढीमा १६० अक्षर हुनुपर्छ',
  'Write the announcement, or switch the bar off': 'सूचना लेख्नुहोस्, वा पट्टी बन्द गर्नुहोस्',
  'Enter a date as YYYY-MM-DD': 'मिति YYYY-MM-DD को रूपमा लेख्नुहोस्',
  'The last day must be on or after the first day': 'अन्तिम दिन पहिलो दिन वा त्यसपछि हुनुपर्छ',
  'Give the link a label': 'लिङ्कलाई नाम दिनुहोस्',
  'Enter a path on this shop starting with / (for example /products) or a full address starting with https://':
    'यस पसलको / बाट सुरु हुने बाटो (जस्तै /products) वा https:// बाट सुरु हुने पूरा ठेगाना लेख्नुहोस्',
  'At most 8 links': 'बढीमा ८ वटा लिङ्क',

  // HOME_CONTENT_MESSAGES (issue #32)
  'Choose built in, your own or hidden': 'पहिलेकै, आफ्नै वा लुकाइएको छान्नुहोस्',
  'Fill this in, or hide the section': 'यो भर्नुहोस्, वा खण्ड लुकाउनुहोस्',
  'Add at least one slide, or hide the section': 'कम्तीमा एउटा स्लाइड थप्नुहोस्, वा खण्ड लुकाउनुहोस्',
  'Add at least one promise, or hide the section': 'कम्तीमा एउटा वाचा थप्नुहोस्, वा खण्ड लुकाउनुहोस्',
  'Add at least one testimonial, or hide the section': 'कम्तीमा एउटा ग्राहक अनुभव थप्नुहोस्, वा खण्ड लुकाउनुहोस्',
  'Upload an image for the slide': 'स्लाइडका लागि तस्बिर अपलोड गर्नुहोस्',
  'Use an image uploaded here': 'यहाँ अपलोड गरिएको तस्बिर प्रयोग गर्नुहोस्',
  'Choose an icon': 'आइकन छान्नुहोस्',
  'Choose 1 to 5 stars': '१ देखि ५ तारा छान्नुहोस्',
  'Home page saved': 'गृहपृष्ठ सुरक्षित गरियो',

  // CONTENT_PAGE_MESSAGES (issue #32: the owner's About, Warranty, Privacy and Terms pages)
  'Choose one of the pages: about, warranty, privacy-policy or terms-and-conditions':
    'पृष्ठहरूमध्ये एउटा छान्नुहोस्: about, warranty, privacy-policy वा terms-and-conditions',
  'A page must be at most 20,000 characters': 'पृष्ठ बढीमा २०,००० अक्षरको हुनुपर्छ',
  'Write the page in English before publishing': 'प्रकाशन गर्नुअघि पृष्ठ अङ्ग्रेजीमा लेख्नुहोस्',
  'Draft saved: the shop still shows the published page': 'मस्यौदा सुरक्षित भयो: पसलले अझै प्रकाशित पृष्ठ नै देखाउँछ',
  'Page published: the shop shows it now': 'पृष्ठ प्रकाशित भयो: पसलले अब यही देखाउँछ',
  'The shop shows the built-in page again': 'पसलले फेरि पहिलेकै पृष्ठ देखाउँछ',
  'This page has no such version': 'यो पृष्ठको यस्तो संस्करण छैन',

  // BLOG_MESSAGES (issue #32: the owner's blog posts)
  'There is no such blog post': 'यस्तो ब्लग पोस्ट छैन',
  'Give the post a title in English': 'पोस्टको शीर्षक अङ्ग्रेजीमा दिनुहोस्',
  'Fill this in before publishing': 'प्रकाशन गर्नुअघि यो भर्नुहोस्',
  'Upload a cover picture before publishing': 'प्रकाशन गर्नुअघि आवरण तस्बिर अपलोड गर्नुहोस्',
  'Use a picture uploaded here': 'यहाँ अपलोड गरिएको तस्बिर प्रयोग गर्नुहोस्',
  'Give the date as YYYY-MM-DD': 'मिति YYYY-MM-DD ढाँचामा दिनुहोस्',
  'At most 8 tags': 'बढीमा ८ वटा ट्याग',
  'Draft created: the shop does not show it yet': 'मस्यौदा बन्यो: पसलले यसलाई अझै देखाउँदैन',
  'Draft saved: the shop still shows the published post': 'मस्यौदा सुरक्षित भयो: पसलले अझै प्रकाशित पोस्ट नै देखाउँछ',
  'Post published: the shop shows it now': 'पोस्ट प्रकाशित भयो: पसलले अब यसलाई देखाउँछ',
  'Post unpublished: the shop no longer shows it': 'पोस्ट अप्रकाशित भयो: पसलले अब यसलाई देखाउँदैन',
  'Draft deleted': 'मस्यौदा मेटाइयो',
  'This post has no such version': 'यो पोस्टको यस्तो संस्करण छैन',
  'Page must be a whole number from 1': 'पृष्ठ १ वा त्योभन्दा ठूलो पूर्ण सङ्ख्या हुनुपर्छ',
  // LIST_PAGE_MESSAGES (issue #32: the owner's FAQ and Services page)
  'The FAQ holds at most 60 questions': 'प्रश्नोत्तरमा बढीमा ६० प्रश्न राख्न सकिन्छ',
  'The Services page holds at most 12 cards': 'सेवा पृष्ठमा बढीमा १२ कार्ड राख्न सकिन्छ',
  'Add at least one question before publishing': 'प्रकाशन गर्नुअघि कम्तीमा एउटा प्रश्न थप्नुहोस्',
  'Add at least one card before publishing': 'प्रकाशन गर्नुअघि कम्तीमा एउटा कार्ड थप्नुहोस्',
  'Write the question in English': 'प्रश्न अङ्ग्रेजीमा लेख्नुहोस्',
  'Write the answer in English': 'उत्तर अङ्ग्रेजीमा लेख्नुहोस्',
  'Write the title in English': 'शीर्षक अङ्ग्रेजीमा लेख्नुहोस्',
  'Write the description in English': 'विवरण अङ्ग्रेजीमा लेख्नुहोस्',
  'Choose one of the categories: Ordering, Shipping, Returns, Products, Payment or Account':
    'श्रेणीहरूमध्ये एउटा छान्नुहोस्: Ordering, Shipping, Returns, Products, Payment वा Account',
  'Choose one of the icons': 'आइकनहरूमध्ये एउटा छान्नुहोस्',

  // SERIAL_MESSAGES (issue #33)
  'A serial number is 4 to 40 letters, digits, "-" or "/"': 'सिरियल नम्बर ४ देखि ४० वटा अक्षर, अङ्क, "-" वा "/" हुन्छ',
  'This IMEI (15 digits) fails its check digit: look at it again': 'यो IMEI (१५ अङ्क) को जाँच अङ्क मिलेन: फेरि हेर्नुहोस्',
  'This serial number is already recorded on a unit sold and not returned':
    'यो सिरियल नम्बर बिक्री भई फिर्ता नभएको अर्को एकाइमा पहिल्यै राखिएको छ',

  // STAFF_ORDER_MESSAGES, SHIPMENT_MESSAGES
  'Refund recorded': 'रकम फिर्ता दर्ता गरियो',
  // REFUND_MESSAGES (the staff refund dialog and its API answers)
  'Choose at least one item or the delivery charge to refund': 'फिर्ता गर्न कम्तीमा एउटा सामान वा डेलिभरी शुल्क छान्नुहोस्',
  'Please give the reason for the refund': 'रकम फिर्ताको कारण लेख्नुहोस्',
  // ORDER_EDIT_MESSAGES (issue #36)
  'Please say why the order changes (for example, what the customer asked on the phone)':
    'अर्डर किन बदलिँदैछ लेख्नुहोस् (जस्तै, ग्राहकले फोनमा के भन्नुभयो)',
  'Order changed: the customer has been told': 'अर्डर बदलियो: ग्राहकलाई जानकारी दिइयो',
  // DRAFT_ORDER_MESSAGES (issue #36: orders taken by staff)
  'Choose the customer, or add them': 'ग्राहक छान्नुहोस्, वा नयाँ थप्नुहोस्',
  'Say how the order came in': 'अर्डर कसरी आयो छान्नुहोस्',
  'Draft saved': 'ड्राफ्ट सुरक्षित भयो',
  'Order placed as cash on delivery': 'क्यास अन डेलिभरी अर्डर दर्ता भयो',
  'Payment link sent': 'भुक्तानी लिंक पठाइयो',
  'Draft cancelled': 'ड्राफ्ट रद्द गरियो',
  'Customer added': 'ग्राहक थपियो',
  'Choose eSewa or Khalti first': 'पहिले eSewa वा Khalti छान्नुहोस्',
  "Enter the provider's refund reference": 'भुक्तानी सेवाको फिर्ता सन्दर्भ नम्बर लेख्नुहोस्',
  'The refund reference must be at most 100 characters': 'फिर्ता सन्दर्भ नम्बर बढीमा १०० अक्षरको हुनुपर्छ',
  'The note must be at most 200 characters': 'टिप्पणी बढीमा २०० अक्षरको हुनुपर्छ',
  'Each item may be listed once': 'हरेक सामान एक पटक मात्र राख्न मिल्छ',
  // RETURN_MESSAGES (issue #33: the return form on Your Orders, and the Returns desk)
  'Your return request has been sent': 'तपाईंको फिर्ता अनुरोध पठाइयो',
  'Return opened': 'फिर्ता अनुरोध खोलियो',
  'Return approved': 'फिर्ता स्वीकृत भयो',
  'Return refused': 'फिर्ता अस्वीकृत भयो',
  'Return marked received': 'फिर्ता सामान प्राप्त भएको दर्ता गरियो',
  'Line resolved': 'सामानको टुङ्गो लगाइयो',
  'Return closed': 'फिर्ता बन्द गरियो',
  'Choose at least one item to return': 'फिर्ता गर्न कम्तीमा एउटा सामान छान्नुहोस्',
  'Choose a reason': 'कारण छान्नुहोस्',
  'The note must be at most 1000 characters': 'टिप्पणी बढीमा १००० अक्षरको हुनुपर्छ',
  'Please give the reason': 'कृपया कारण लेख्नुहोस्',
  'Please give the reason: the customer is e-mailed it': 'कृपया कारण लेख्नुहोस्: ग्राहकलाई यो इमेलमा पठाइन्छ',
  // 'The reason must be at most 500 characters': the same words as CUSTOMER_MESSAGES', below.
  'Choose refund, replacement or repair': 'रकम फिर्ता, सट्टा सामान वा मर्मत छान्नुहोस्',
  'The refund could not be recorded': 'रकम फिर्ता दर्ता गर्न सकिएन',
  // RETURN_PHOTO_MESSAGES (issue #33: photos attached to a return request)
  'Photo added': 'फोटो थपियो',
  'A return has at most three photos': 'एउटा फिर्ता अनुरोधमा बढीमा तीनवटा फोटो राख्न मिल्छ',
  'A photo must be a JPEG, PNG or WebP picture': 'फोटो JPEG, PNG वा WebP तस्बिर हुनुपर्छ',
  'Each photo must be at most 5 MB': 'हरेक फोटो बढीमा ५ MB को हुनुपर्छ',
  // WARRANTY_CLAIM_MESSAGES (issue #33: the Warranty claims desk)
  'Warranty claim opened': 'वारेन्टी दाबी खोलियो',
  'Warranty claim updated': 'वारेन्टी दाबी अद्यावधिक भयो',
  'Give the serial number or IMEI': 'सिरियल नम्बर वा IMEI लेख्नुहोस्',
  'Describe the fault': 'समस्या लेख्नुहोस्',
  'The fault must be at most 1000 characters': 'समस्याको विवरण बढीमा १००० अक्षरको हुनुपर्छ',
  'The day received must be a real date, not in the future': 'प्राप्त भएको दिन भविष्यको होइन, वास्तविक मिति हुनुपर्छ',
  'Give the service centre’s name': 'सर्भिस सेन्टरको नाम लेख्नुहोस्',
  'Give the service centre’s job number': 'सर्भिस सेन्टरको जब नम्बर लेख्नुहोस्',
  'Say why the service centre refused it': 'सर्भिस सेन्टरले किन अस्वीकार गर्‍यो लेख्नुहोस्',
  'At most 200 characters': 'बढीमा २०० अक्षर',
  'The note must be at most 500 characters': 'टिप्पणी बढीमा ५०० अक्षरको हुनुपर्छ',
  'Staff only': 'कर्मचारीका लागि मात्र',
  'Please choose the courier': 'कृपया कुरियर छान्नुहोस्',
  "Please enter the courier's name": 'कृपया कुरियरको नाम लेख्नुहोस्',
  "The courier's name must be at most 60 characters": 'कुरियरको नाम बढीमा ६० अक्षरको हुनुपर्छ',
  'Please enter the tracking number': 'कृपया ट्र्याकिङ नम्बर लेख्नुहोस्',
  'The tracking number must be at most 64 characters': 'ट्र्याकिङ नम्बर बढीमा ६४ अक्षरको हुनुपर्छ',
  'The tracking link must be a web address starting with http:// or https://':
    'ट्र्याकिङ लिङ्क http:// वा https:// बाट सुरु हुने वेब ठेगाना हुनुपर्छ',
  'The tracking link must be at most 500 characters': 'ट्र्याकिङ लिङ्क बढीमा ५०० अक्षरको हुनुपर्छ',

  // ORDER_DESK_MESSAGES
  'Please give the reason for cancelling': 'कृपया रद्द गर्नुको कारण लेख्नुहोस्',
  // 'The reason must be at most 500 characters': the same words as CUSTOMER_MESSAGES', below.
  'Change undone': 'परिवर्तन फिर्ता लिइयो',

  // SETUP_MESSAGES (first run: /setup)
  'Enter the setup code from the server log': 'सर्भरको लगमा भएको सेटअप कोड लेख्नुहोस्',
  'This setup code is not right. Copy it again from the server log': 'यो सेटअप कोड मिलेन। सर्भरको लगबाट फेरि कपी गर्नुहोस्',
  'Setup is done: this shop already has an admin. Sign in instead':
    'सेटअप सकिएको छ: यो पसलमा एडमिन पहिल्यै छ। साइन इन गर्नुहोस्',
  'A test e-mail is on its way to your address': 'तपाईंको ठेगानामा परीक्षण इमेल पठाइँदैछ',
  // SALES_REGISTER_MESSAGES
  'Month must be a Bikram Sambat month from 1 (Baisakh) to 12 (Chaitra)':
    'महिना १ (बैशाख) देखि १२ (चैत) सम्मको विक्रम संवत् महिना हुनुपर्छ',
  // REGISTER_MONTH_MESSAGES (closing a month of the register)
  'Write why the month is reopened (at least 10 characters)': 'महिना किन फेरि खोलिँदैछ लेख्नुहोस् (कम्तीमा १० अक्षर)',
  'Keep the reason under 1000 characters': 'कारण १००० अक्षरभित्र राख्नुहोस्',
  'Month closed': 'महिना बन्द भयो',
  'Month reopened': 'महिना फेरि खोलियो',

  // STAFF_MESSAGES
  'Only staff can do this': 'यो काम कर्मचारीले मात्र गर्न सक्छन्',
  'Only admins can do this': 'यो काम एडमिनले मात्र गर्न सक्छन्',
  'Only admins and accountants can do this': 'यो काम एडमिन र लेखापालले मात्र गर्न सक्छन्',
  'Choose how to group the report': 'प्रतिवेदन कसरी समूह बनाउने छान्नुहोस्',
  'No account uses this e-mail address. The person must sign up first.': 'यो इमेलको कुनै खाता छैन। उहाँले पहिले खाता खोल्नुपर्छ।',
  'The shop needs at least one admin: make someone else admin first':
    'पसलमा कम्तीमा एक जना एडमिन चाहिन्छ: पहिले अरू कसैलाई एडमिन बनाउनुहोस्',
  'Choose Staff, Accountant or Admin': 'कर्मचारी, लेखापाल वा एडमिन छान्नुहोस्',

  // PRODUCT_IMAGE_MESSAGES
  'Describe the image for shoppers who cannot see it': 'देख्न नसक्ने ग्राहकका लागि तस्बिरको वर्णन लेख्नुहोस्',
  'Keep the description under 250 characters': 'वर्णन २५० अक्षरभन्दा कम राख्नुहोस्',
  'Choose an image file': 'तस्बिर फाइल छान्नुहोस्',
  'Images must be 10 MB or smaller': 'तस्बिर १० MB वा सोभन्दा सानो हुनुपर्छ',
  'Upload a JPEG, PNG, WebP or AVIF image': 'JPEG, PNG, WebP वा AVIF तस्बिर अपलोड गर्नुहोस्',
  'This image is damaged or incomplete; export it again and retry':
    'यो तस्बिर बिग्रिएको वा अधुरो छ; फेरि export गरेर प्रयास गर्नुहोस्',
  'A product can have at most 20 images; delete one first': 'एउटा उत्पादनमा बढीमा २० तस्बिर हुन्छन्; पहिले एउटा मेटाउनुहोस्',
  'Product not found': 'उत्पादन भेटिएन',
  "The product's images changed since the list was loaded; reload and try again":
    'सूची खुलेपछि उत्पादनका तस्बिर बदलिएका छन्; फेरि लोड गरेर प्रयास गर्नुहोस्',
  'lists an image more than once': 'एउटै तस्बिर एकभन्दा बढी पटक राखिएको छ',
  'Image uploaded': 'तस्बिर अपलोड भयो',
  'Image description saved': 'तस्बिरको वर्णन सुरक्षित गरियो',
  'Image order saved': 'तस्बिरको क्रम सुरक्षित गरियो',
  'Image deleted': 'तस्बिर मेटाइयो',
  'Product deleted': 'उत्पादन मेटाइयो',
  'This product is in orders, so it was archived instead: it is off the storefront and stays on its orders':
    'यो उत्पादन अर्डरहरूमा छ, त्यसैले मेटाउनुको सट्टा संग्रहमा राखियो: पसलमा देखिँदैन, अर्डरहरूमा रहन्छ',

  // CATALOGUE_MESSAGES
  'Please enter the name': 'कृपया नाम लेख्नुहोस्',
  'The name must be at most 200 characters': 'नाम बढीमा २०० अक्षरको हुनुपर्छ',
  'Use lowercase letters, digits and single hyphens (e.g. galaxy-a55-5g)':
    'सानो अक्षर, अङ्क र एकल हाइफन प्रयोग गर्नुहोस् (जस्तै galaxy-a55-5g)',
  'Another product already uses this address': 'अर्को उत्पादनले यो ठेगाना प्रयोग गरिसकेको छ',
  'A barcode is 4 to 32 letters, digits or hyphens, as printed under the bars':
    'बारकोड ४ देखि ३२ अक्षर, अङ्क वा हाइफन हुन्छ, धर्साहरूमुनि छापिएजस्तै',
  'Another product already has this barcode': 'अर्को उत्पादनमा यो बारकोड पहिल्यै छ',
  'Choose Draft, Active or Archived': 'ड्राफ्ट, सक्रिय वा संग्रहित छान्नुहोस्',
  'Please choose a category': 'कृपया वर्ग छान्नुहोस्',
  'This category no longer exists': 'यो वर्ग अब छैन',
  'This brand no longer exists': 'यो ब्रान्ड अब छैन',
  'Enter an amount in rupees, 0 or more': 'रुपैयाँमा ० वा बढी रकम लेख्नुहोस्',
  'The amount must be at most Rs. 1,00,00,000': 'रकम बढीमा रु. १,००,००,००० हुनुपर्छ',
  'The discount price cannot be higher than the price': 'छुट मूल्य मूल मूल्यभन्दा बढी हुन सक्दैन',
  'This text is too long': 'यो पाठ धेरै लामो भयो',
  'Plain text only: remove the HTML tags (a blank line starts a new paragraph)':
    'सादा पाठ मात्र: HTML ट्याग हटाउनुहोस् (खाली लाइनले नयाँ अनुच्छेद सुरु गर्छ)',
  'Please enter the specification name': 'कृपया विशेषताको नाम लेख्नुहोस्',
  'Please enter the specification value': 'कृपया विशेषताको मान लेख्नुहोस्',
  'Too many rows': 'धेरै पङ्क्ति भए',
  'The minimum quantity must be a whole number of at least 2': 'न्यूनतम परिमाण कम्तीमा २ को पूर्ण सङ्ख्या हुनुपर्छ',
  'The discount must be more than 0 and less than 100 percent': 'छुट ० भन्दा बढी र १०० प्रतिशतभन्दा कम हुनुपर्छ',
  'Each tier needs a different minimum quantity': 'प्रत्येक तहको न्यूनतम परिमाण फरक हुनुपर्छ',
  'Please enter the colour name': 'कृपया रङको नाम लेख्नुहोस्',
  'Use a colour code such as #1A2B3C': '#1A2B3C जस्तो रङ कोड प्रयोग गर्नुहोस्',
  'Each colour needs a different name': 'प्रत्येक रङको नाम फरक हुनुपर्छ',
  'This colour no longer exists; reload the product': 'यो रङ अब छैन; उत्पादन फेरि लोड गर्नुहोस्',
  'Stock must be a whole number, 0 or more': 'स्टक ० वा बढीको पूर्ण सङ्ख्या हुनुपर्छ',
  'This product is sold by colour: change the stock of its colours':
    'यो उत्पादन रङअनुसार बिक्री हुन्छ: यसका रङहरूको स्टक बदल्नुहोस्',
  'Reload the product and try again': 'उत्पादन फेरि लोड गरेर प्रयास गर्नुहोस्',
  'This product was changed since you opened it': 'तपाईंले खोलेपछि यो उत्पादन बदलिएको छ',
  'Nothing to change': 'बदल्नुपर्ने केही छैन',
  'Another category already has this name': 'अर्को वर्गको पहिल्यै यही नाम छ',
  'Use an image on this shop: an address starting with /': 'यही पसलको तस्बिर प्रयोग गर्नुहोस्: / बाट सुरु हुने ठेगाना',
  'List every category exactly once': 'प्रत्येक वर्ग ठीक एक पटक राख्नुहोस्',
  'Another brand already has this name': 'अर्को ब्रान्डको पहिल्यै यही नाम छ',
  // IMAGE_HISTORY_MESSAGES (a product's history, issue #35)
  'Images put in a new order': 'तस्बिरहरूको क्रम बदलियो',
  'The low-stock threshold must be a whole number from 0 to 10,000': 'कम स्टकको सीमा ० देखि १०,००० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',

  // CATALOGUE_CSV_MESSAGES
  'The file is too large: at most 5 MB (split it into several files)':
    'फाइल धेरै ठूलो भयो: बढीमा ५ MB (केही फाइलमा छुट्याउनुहोस्)',
  'Nothing was changed: fix the rows with errors and try again': 'केही बदलिएन: त्रुटि भएका पङ्क्ति सच्याएर फेरि प्रयास गर्नुहोस्',
  'Nothing to change: every value in the file is already in the catalogue':
    'बदल्नुपर्ने केही छैन: फाइलका सबै मान क्याटलगमा पहिल्यै छन्',

  // COUPON_MESSAGES
  'Please enter the code': 'कृपया कोड लेख्नुहोस्',
  'Use 3 to 30 letters, digits, hyphens or underscores (e.g. DASHAIN500)':
    '३ देखि ३० वटा अक्षर, अङ्क, हाइफन वा अन्डरस्कोर प्रयोग गर्नुहोस् (जस्तै DASHAIN500)',
  'Choose a percentage or a fixed amount': 'प्रतिशत वा निश्चित रकम छान्नुहोस्',
  'Enter a whole percentage from 1 to 100': '१ देखि १०० सम्मको पूर्ण प्रतिशत लेख्नुहोस्',
  'Enter a whole number of rupees, more than 0': '० भन्दा बढी पूर्ण रुपैयाँ लेख्नुहोस्',
  'Enter a whole number of rupees, more than 0, or leave it empty for no cap':
    '० भन्दा बढी पूर्ण रुपैयाँ लेख्नुहोस्, वा सीमा नचाहिए खाली छोड्नुहोस्',
  'Only a percentage coupon has a cap': 'प्रतिशत कुपनमा मात्र अधिकतम सीमा हुन्छ',
  'Enter a whole number of rupees, 0 or more': '० वा बढी पूर्ण रुपैयाँ लेख्नुहोस्',
  'Enter a date and time': 'मिति र समय लेख्नुहोस्',
  'The end must be after the start': 'अन्त्य सुरुभन्दा पछि हुनुपर्छ',
  'Enter a whole number of at least 1, or leave it empty for no limit':
    'कम्तीमा १ को पूर्ण सङ्ख्या लेख्नुहोस्, वा सीमा नचाहिए खाली छोड्नुहोस्',
  'Coupon not found': 'कुपन भेटिएन',
  'This coupon was changed since you opened it': 'तपाईंले खोलेपछि यो कुपन बदलिएको छ',

  // CUSTOMER_MESSAGES
  'Customer not found': 'ग्राहक भेटिएन',
  'Account erased: its personal data is gone and its orders now show "Erased customer"':
    'खाता मेटाइयो: व्यक्तिगत विवरण हटाइयो, अर्डरहरूमा अब "Erased customer" देखिन्छ',
  'Please say why the account is disabled': 'कृपया खाता किन बन्द गरियो लेख्नुहोस्',
  'The reason must be at most 500 characters': 'कारण बढीमा ५०० अक्षरको हुनुपर्छ',
  'This account is already disabled': 'यो खाता पहिल्यै बन्द छ',

  // MODERATION_MESSAGES
  'Please say why the review is hidden': 'कृपया समीक्षा किन लुकाइयो लेख्नुहोस्',
  'Please write the reply': 'कृपया जवाफ लेख्नुहोस्',
  'The reply must be at most 2000 characters': 'जवाफ बढीमा २००० अक्षरको हुनुपर्छ',
  'Please write the answer': 'कृपया उत्तर लेख्नुहोस्',
  'The answer must be at most 2000 characters': 'उत्तर बढीमा २००० अक्षरको हुनुपर्छ',
  'Review hidden: it no longer counts in the rating': 'समीक्षा लुकाइयो: अब यो रेटिङमा गनिँदैन',
  'Please say why the review is deleted': 'कृपया समीक्षा किन मेटाइयो लेख्नुहोस्',
  'Review deleted: the reason is kept in the moderation log': 'समीक्षा मेटाइयो: कारण मोडरेसन लगमा राखिएको छ',
  'Review shown again: it counts in the rating': 'समीक्षा फेरि देखाइयो: यो रेटिङमा गनिन्छ',
  'Reply published': 'जवाफ प्रकाशित भयो',
  'Reply removed': 'जवाफ हटाइयो',
  'Answer published: the customer has been e-mailed': 'उत्तर प्रकाशित भयो: ग्राहकलाई इमेल गरियो',
  'Answer updated: the customer has been e-mailed the new answer': 'उत्तर अद्यावधिक भयो: ग्राहकलाई नयाँ उत्तर इमेल गरियो',
  'Answer unchanged: no e-mail sent': 'उत्तर उस्तै छ: इमेल पठाइएन',

  // ADMIN_INBOX_MESSAGES
  'Write a reply first': 'पहिले जवाफ लेख्नुहोस्',
  'A reply can be at most 5000 characters': 'जवाफ बढीमा ५००० अक्षरको हुन सक्छ',
  'must be one of unread, read, handled, spam': 'unread, read, handled, spam मध्ये एउटा हुनुपर्छ',
  'Reply sent': 'जवाफ पठाइयो',
  'Marked as spam': 'स्प्याम भनी चिनो लगाइयो',
  'Moved back to the inbox': 'इनबक्समा फिर्ता सारियो',
  'Marked as unread': 'नपढिएको भनी चिनो लगाइयो',
  'Marked as handled': 'सम्हालिएको भनी चिनो लगाइयो',
  'Marked as read': 'पढिएको भनी चिनो लगाइयो',
  'Subscriber removed': 'सदस्य हटाइयो',

  // Said by the server outside the message objects (app.ts, auth).
  'Too many requests, please try again later': 'धेरै अनुरोध भए, कृपया केही बेरपछि प्रयास गर्नुहोस्',
  // The web's words for a failure the server did not explain (api/failure-message.ts)
  'Something went wrong. Please try again.': 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
  'Google sign-in is unavailable right now. Please try again': 'Google साइन-इन अहिले उपलब्ध छैन। कृपया फेरि प्रयास गर्नुहोस्',
  // SEARCH_WORDS_MESSAGES (the staff's search words, issue #30)
  'Enter at least two words that mean the same': 'एउटै अर्थ दिने कम्तीमा दुई शब्द लेख्नुहोस्',
  'A word is empty: remove it or write it': 'एउटा शब्द खाली छ: हटाउनुहोस् वा लेख्नुहोस्',
  'Each word can be at most 40 characters': 'हरेक शब्द बढीमा ४० अक्षरको हुन सक्छ',
  'A line can hold at most 12 words': 'एउटा पङ्क्तिमा बढीमा १२ शब्द राख्न सकिन्छ',
  'This line is already in the list': 'यो पङ्क्ति सूचीमा पहिल्यै छ',
  'Line added: the search understands it now': 'पङ्क्ति थपियो: खोजले अब यो बुझ्छ',
  'Line removed': 'पङ्क्ति हटाइयो',
  // "Pay now" on an order whose payment return was lost (issue #30).
  // TRACK_ORDER_MESSAGES (public order tracking, issue #36)
  'Enter your order number': 'आफ्नो अर्डर नम्बर लेख्नुहोस्',
  'An order number is at most 64 characters': 'अर्डर नम्बर बढीमा ६४ अक्षरको हुन्छ',
  'Enter the last four digits of the phone number on the order': 'अर्डरमा दिएको फोन नम्बरका अन्तिम चार अङ्क लेख्नुहोस्',
  'No order matches this order number and phone number': 'यो अर्डर नम्बर र फोन नम्बर मिल्ने कुनै अर्डर भेटिएन',
  // COMPARE_MESSAGES (comparing products, issue #35)
  'Choose at least one product to compare': 'तुलना गर्न कम्तीमा एउटा सामान छान्नुहोस्',
  'Name products by their address, comma-separated (e.g. galaxy-a55-5g,pixel-9)':
    'सामानलाई तिनको ठेगानाले, अल्पविरामले छुट्याएर लेख्नुहोस् (जस्तै galaxy-a55-5g,pixel-9)',
  'Compare at most 4 products at a time': 'एकपटकमा बढीमा ४ वटा सामान तुलना गर्नुहोस्',
  // Variants (issue #35) and the order SMS switches (issue #36).
  'Please enter the product name without the configuration': 'कृपया कन्फिगरेसनबिनाको उत्पादनको नाम लेख्नुहोस्',
  'Name at least one option, such as Storage': 'कम्तीमा एउटा विकल्पको नाम दिनुहोस्, जस्तै भण्डारण',
  'A product can have at most 3 options': 'एउटा उत्पादनमा बढीमा ३ विकल्प हुन सक्छन्',
  'Please enter the option name': 'कृपया विकल्पको नाम लेख्नुहोस्',
  'An option name can have at most 30 characters': 'विकल्पको नाम बढीमा ३० अक्षरको हुन सक्छ',
  'Each option needs a different name': 'प्रत्येक विकल्पको नाम फरक हुनुपर्छ',
  'Please enter a value for each option': 'कृपया प्रत्येक विकल्पको मान लेख्नुहोस्',
  'A value can have at most 40 characters': 'मान बढीमा ४० अक्षरको हुन सक्छ',
  'Give one value for each option': 'प्रत्येक विकल्पको एउटा मान दिनुहोस्',
  'Another variant already has these values': 'अर्को भेरियन्टमा पहिल्यै यी मान छन्',
  'Choose on or off': 'खुला वा बन्द छान्नुहोस्',
  // COUNTER_SALE_MESSAGES (the till, issue #36)
  'Add at least one product to the sale': 'बिक्रीमा कम्तीमा एउटा सामान थप्नुहोस्',
  'A counter sale holds at most 50 lines': 'काउन्टर बिक्रीमा बढीमा ५० पङ्क्ति हुन सक्छन्',
  'Quantity must be a whole number from 1 to 99': 'परिमाण १ देखि ९९ सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  'Choose how the sale was paid': 'बिक्रीको भुक्तानी कसरी भयो छान्नुहोस्',
  'The payment reference is at most 64 characters': 'भुक्तानीको सन्दर्भ बढीमा ६४ अक्षरको हुन्छ',
  "The buyer's name is at most 100 characters": 'किन्नेको नाम बढीमा १०० अक्षरको हुन्छ',
  'Type a product name or scan its code': 'सामानको नाम लेख्नुहोस् वा यसको कोड स्क्यान गर्नुहोस्',
};

/** The Nepali table for translateMessage (setMessageTable), loaded with the Nepali catalogue. */
export const NEPALI_MESSAGE_TABLE = NE_MESSAGES;
