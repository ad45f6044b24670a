// Sample sentences of every script, for the printouts looked at as pictures and for the benches.

/**
 * A sentence per script people type, each holding what its shaping must show (conjuncts,
 * reordered and two-part vowels, stacked marks, emoji sequences), and a 300-letter word.
 */
export const SCRIPT_SAMPLES: readonly (readonly [string, string])[] = [
  ['Latin', 'Ärger çà naïve façade, Œuvre, Straße, ĳ Ŵ ǅ'],
  ['Greek', 'Ελληνικά: ενημέρωση του πίνακα ανακοινώσεων'],
  ['Cyrillic', 'Обновить табличку в приёмной до пятницы'],
  ['Arabic', 'تحديث لوحة المكتب قبل يوم الجمعة 2026'],
  ['Hebrew', 'לעדכן את שלט הקבלה לפני יום שישי'],
  ['Hindi', 'क्षत्रिय हिन्दी कार्य सूची की समीक्षा करें'],
  ['Marathi', 'महाराष्ट्रातील कार्यालयाची यादी तयार करा'],
  ['Bengali', 'বাংলা কাজের তালিকা হালনাগাদ করুন।'],
  ['Tamil', 'தமிழ் பணிப் பட்டியலைப் புதுப்பிக்கவும் கொடு'],
  ['Telugu', 'తెలుగు పనుల జాబితాను నవీకరించండి'],
  ['Kannada', 'ಕನ್ನಡ ಕಾರ್ಯ ಪಟ್ಟಿಯನ್ನು ನವೀಕರಿಸಿ'],
  ['Malayalam', 'മലയാളം ജോലി പട്ടിക പുതുക്കുക പോലെ'],
  ['Gujarati', 'ગુજરાતી કાર્ય યાદી અપડેટ કરો'],
  ['Gurmukhi', 'ਪੰਜਾਬੀ ਕੰਮ ਦੀ ਸੂਚੀ ਅੱਪਡੇਟ ਕਰੋ'],
  ['Oriya', 'ଓଡ଼ିଆ କାର୍ଯ୍ୟ ତାଲିକା ଅଦ୍ୟତନ କରନ୍ତୁ'],
  ['Thai', 'ภาษาไทย ที่นี่ น้ำ ทำรายการงานให้เป็นปัจจุบัน'],
  ['Lao', 'ພາສາລາວ ປັບປຸງລາຍການວຽກ ນ້ຳ'],
  ['Khmer', 'ភាសាខ្មែរ ធ្វើបច្ចុប្បន្នភាពបញ្ជីការងារ'],
  ['Myanmar', 'မြန်မာဘာသာ အလုပ်စာရင်းကို အပ်ဒိတ်လုပ်ပါ'],
  ['Tibetan', 'བོད་ཡིག་ལས་ཀའི་ཐོ་གསར་བཅོས།'],
  ['Ethiopic', 'አማርኛ የሥራ ዝርዝር ያዘምኑ።'],
  ['Georgian', 'ქართული ამოცანების სია განაახლეთ'],
  ['Armenian', 'Հայերեն առաջադրանքների ցանկ, 500 ֏'],
  ['Sinhala', 'සිංහල කාර්ය ලැයිස්තුව යාවත්කාලීන කරන්න'],
  ['Chinese', '会议室的投影仪需要更换灯泡'],
  ['Japanese', '受付の案内板をひらがなとカタカナで作る'],
  ['Korean', '주간 회의 자료를 준비하세요'],
  ['Emoji', 'Party 🎉 done ✅ 👍🏽 flags 🇫🇷 🇯🇵 🏳️‍🌈 family 👨‍👩‍👧‍👦 keycap 1️⃣'],
  [
    'A 300-letter word',
    Array.from({ length: 300 }, (_, index) => String.fromCharCode(65 + (index % 26))).join(''),
  ],
];
