import type { PatternSet } from "../compile";

// Hindi in Devanagari and in Latin letters (Hinglish). Chandrabindu is written as anusvara.
const WANT_DEV = "(?:चाहता|चाहती|चाहते|है|हूं|मन करता|मन करती|मन है)";
const WANT_LAT = "(?:chahta|chahti|chahte|hai|hu|hun|hoon|lunga|lungi|dunga|dungi|man karta|mann karta)";

export const hi: PatternSet = {
  script: /[\u0900-\u097F]|[a-z]/,
  negators: ["नहीं", "न", "ना", "मत", "बिना", "nahi", "nahin", "nhi", "mat"],
  fiction: ["फिल्म", "कहानी", "उपन्यास", "किरदार", "movie", "kahani", "film"],
  recovered: ["(?:pehle|pahle|पहले)[^.!?]{0,60}(?:ab|अब) (?:main |मैं |)(?:theek|thik|ठीक|बेहतर|behtar)"],
  over: [
    "(?:(?:do|teen|char|kuch|ek|paanch|%w) (?:saal|sal|mahine|mahina) pehle|(?:pichhle|pichle) (?:saal|sal|mahine)|bachpan me|(?:दो|तीन|चार|कुछ|एक|%w) (?:साल|महीने) पहले|पिछले साल|बचपन में)(?:[^.!?]{0,140}[.!?]){0,2}[^.!?]{0,140}(?:ab|aaj|अब|आज) ~ (?:(?:theek|thik|khush|behtar) (?:hai|hu|hoon|hain|ho gaya|ho gayi)|(?:ठीक|खुश|बेहतर) (?:है|हूं|हूँ|हैं|हो गया|हो गई)|nahi karte|नहीं करते|dawai chal rahi|psychiatrist ke paas|counsellor se|admission ho gaya)(?! (?:nahi|नहीं))",
  ],
  firstPerson: ["मैं", "मुझे", "मेरा", "मेरी", "मेरे", "main", "mujhe", "mera", "meri"],
  postNegation: ["गलती से", "galti se", "नहीं", "ना", "nahi", "nahin"],
  subjects: ["मैं", "तुम", "वो", "वह", "हम", "main", "mai"],
  canon: [["nai|nahee", "nahi"], ["mje|mjhe", "mujhe"]],
  idioms: [
    "(?:हंसते हंसते|हंसते|भूख से|भूख के मारे|गर्मी से|ठंड से|शर्म से|थकान से|बोरियत से|डर से|hanste hanste|bhook se|bhukh se|garmi se|sharam se) (?:\\S+ |)(?:मर|मरा|मरी|मर गया|मर गई|मर गए|मर रहा|मर रही|मर रहे|mar|mar gaya|mar gayi|mar raha|mar rahi)",
    "(?:एग्जाम|परीक्षा|काम|ऑफिस|बॉस|गर्मी|पढ़ाई|ये|यह|exam|kaam|office|boss|padhai) (?:\\S+ |)(?:जान ले|मार डालेगा|मार रहा|jaan le|maar dalega)",
    "(?:मम्मी|मां|मम्मा|पापा|पिताजी|mummy|mumma|papa|maa) (?:मुझे |mujhe |)(?:मार डालेगी|मार डालेंगे|मार डालेगा|मारेगी|मारेंगे|जान से मार देगी|maar dalegi|maar dalenge|maar degi)",
    "(?:प्रोसेस|process|प्रोग्राम) (?:को |ko |)(?:kill|किल|बंद|खत्म)", "सुसाइड स्क्वाड|suicide squad|आत्महत्या (?:रोकथाम|दर)",
  ],
  fillers: ["बस", "सच में", "वाकई", "यार", "bas", "sach mein", "yaar", "sach me"],
  concepts: {
    desire: ["चाहता", "चाहती", "चाहते", "मन करता", "मन करती", "मन है", "सोच रहा", "सोच रही", "सोचता", "सोचती", "इच्छा", "chahta", "chahti", "chahte", "man karta", "mann karta", "soch raha", "soch rahi", "sochta", "sochti"],
    death: ["मरना", "मर जाना", "मरने", "मरने की", "ख़त्म होना", "गायब हो जाना", "marna", "mar jana", "marne", "mar jau"],
    act: ["आत्महत्या करना", "आत्महत्या करने", "खुदकुशी करना", "खुदकुशी करने", "खुद को मारना", "खुद को मारने", "जान देना", "जान देने", "कूदना", "कूदने", "फांसी लगाना", "फांसी लगाने", "suicide karna", "suicide karne", "khudkushi karna", "khudkushi karne", "khud ko marna", "jan dena", "kudna", "kudne"],
    intent: ["लूंगा", "लूंगी", "दूंगा", "दूंगी", "वाला हूं", "वाली हूं", "lunga", "lungi", "dunga", "dungi", "wala hu", "wali hu"],
    stops: ["वो", "वह", "उसका", "उसकी", "फिल्म", "गेम", "पौधा", "फोन"],
    ending: ["सब खत्म कर दूंगा", "सब खत्म कर दूंगी", "सब खत्म", "सब ख़त्म", "sab khatam"],
    soon: ["आज रात", "आज", "कल", "aaj raat", "aaj"],
    jump: ["कूद जाऊंगा", "कूद जाऊंगी", "कूद जाऊं", "कूदूंगा", "कूदूंगी", "कूद", "kud jaunga", "kud jaungi"],
    height: ["(?:छत|पुल|बिल्डिंग|इमारत|बालकनी|खिड़की) से", "(?:chhat|pul|building) se"],
    care: ["किसी को पता भी नहीं चलेगा", "kisi ko pata bhi nahi chalega", "(?:कोई नहीं|कोई) (?:रोएगा|नहीं रोएगा)", "koi (?:nahi |)royega", "(?:किसी को|kisi ko) (?:कोई |koi |)(?:फर्क नहीं पड़ेगा|फर्क नहीं पडेगा|farak nahi padega|fark nahi padega|परवाह नहीं होगी|parwah nahi hogi)", "(?:कोई|koi) (?:याद नहीं करेगा|yaad nahi karega|नहीं रोएगा|nahi royega)", "(?:सब|sab) (?:खुश|khush|बेहतर|behtar) (?:रहेंगे|rahenge|होंगे|honge)"],
    ifIDie: ["(?:अगर|agar) (?:मैं|main) (?:मर गई|मर गया)", "(?:मैं|main) मर भी जाऊं", "(?:अगर|agar) (?:मैं|main|mai) (?:मर जाऊं|मर गया|मर गई|चला जाऊं|mar jau|mar jaun|mar gaya|mar gayi|chala jau)"],
    deathFirst: true,
  },
  injury: {
    verb: ["काटा", "काटी", "काट ली", "काट लिया", "जलाया", "जला लिया", "जलाई", "काटती", "काटता", "जलाती", "kata", "kati", "kaat liya", "jalaya"],
    body: ["हाथ", "बांह", "कलाई", "पैर", "जांघ", "अपना हाथ", "अपनी बांह", "अपनी कलाई", "hath", "kalai", "bah"],
    purpose: ["जानबूझकर", "जान बूझकर", "jaanbujhkar", "jan bujh kar"],
  },
  overdose: {
    take: ["खा लीं", "खा ली", "खा लिया", "खा लिए", "निगल ली", "निगल लीं", "ले ली", "ले लीं", "kha li", "kha lin", "kha liya"],
    qty: ["दस", "पंद्रह", "बीस", "तीस", "चालीस", "पचास", "सौ", "bees", "tees", "सारी", "सब", "पूरी", "पूरा", "बहुत सारी", "ढेर सारी", "\\d{2,}", "एक साथ", "sari", "puri", "bahut sari", "ek sath"],
    drug: ["गोलियां", "गोली", "पैरासिटामोल", "दवाइयां", "दवाई", "दवा", "टैबलेट", "पत्ता", "स्ट्रिप", "goliyan", "goli", "dawai", "dawa", "tablet"],
  },
  abusers: {
    person: ["पति", "पापा", "पिताजी", "बाप", "सौतेले पिता", "सौतेला बाप", "भाई", "चाचा", "मामा", "ससुर", "सास", "बॉयफ्रेंड", "pati", "papa", "bhai", "chacha", "boyfriend"],
    violence: ["मारता", "मारते", "मारती", "पीटता", "पीटते", "पीटा", "पीटती", "मारा", "धमकाता", "marta", "pitta", "peta", "pita"],
  },
  self_harm: [
    // Marwari and Mewari: "khud ne" for "khud ko", "koni" for "not".
    "khud ne (?:khatam|khatm|maar|mar) kar (?:doon|dun|du|dunga|dungi|deun)", "(?:jeeno|jeena|jeevno) koni", "paani me utar (?:jaaun|jaun|jau|jaungo|jaungi)", "(?:फिर |)कभी (?:नहीं|ना) (?:उठना|उठूं|जागना|जागूं)", "(?:alvida|अलविदा|goodbye|suicide) (?:letter|khat|chitthi|note|पत्र|खत|चिट्ठी|नोट)", "(?:jeene|jine|jene|जीने) (?:ka|की|का) (?:koi |कोई |)(?:matlab|maksad|fayda|mtlb|मतलब|मकसद|वजह|wajah) (?:nahi|नहीं)", 
    "जीने की (?:कोई |)(?:ताकत|इच्छा|वजह|चाह) (?:नहीं|नहीं बची|नहीं है)", "(?:jeene|jine|jene) ki (?:koi |)(?:taqat|takat|ichha|wajah) nahi",
    "(?:कोई मुझे याद नहीं करेगा|koi mujhe yaad nahi karega)",
    `(?:मरना|मर जाना|मरने का|आत्महत्या करना|खुदकुशी करना|खुद को मारना|अपनी जान लेना|जान देना|ज़िंदगी खत्म करना|जिंदगी खत्म करना) ${WANT_DEV}`,
    "(?:काश|चाहता हूं कि|चाहती हूं कि) ~ मर जाऊं", "मर जाना चाहिए",
    "(?:आत्महत्या|खुदकुशी) (?:कर लूंगा|कर लूंगी|करूंगा|करूंगी|करने की सोच%s|के बारे में सोच%s|के ख्याल|करना चाहता|करना चाहती)",
    "(?:जीना|जीने) (?:नहीं चाहता|नहीं चाहती|का मन नहीं|की इच्छा नहीं)", "जीने का (?:कोई |)(?:मतलब|मकसद) नहीं", "सुबह उठना नहीं (?:चाहता|चाहती)",
    "(?:मेरे बिना|मेरे न होने से) (?:सब|सभी|सबकी|घरवाले|परिवार) (?:\\S+ |)(?:बेहतर|खुश|अच्छा)", "(?:सब पर|सबके लिए|परिवार पर) (?:बोझ|भार) (?:हूं|हू)", "(?:सब|सभी|घरवाले) मेरे बिना (?:\\S+ |)(?:बेहतर|खुश)", "(?:काश|kash) (?:मैं |main |)पैदा (?:ही |)(?:न|नहीं) (?:होता|होती)",
    "(?:खुद को|अपने आप को|अपना हाथ|अपनी कलाई|अपने हाथ) (?:\\S+ |)(?:काट|काटा|काटती|काटता|काटना|नुकसान|चोट|जला)",
    "(?:सो जाऊं|सोऊं) (?:और |)(?:कभी |)(?:न|ना|नहीं) (?:उठूं|जागूं)",
    "(?:छत|पुल|बिल्डिंग|इमारत) से (?:कूद|कूदना|छलांग)", "(?:अलविदा|आखिरी|सुसाइड) (?:खत|पत्र|नोट|चिट्ठी) ~ लिख",
    "कितनी (?:गोलियां|गोली) ~ (?:मर|मौत)|जानलेवा खुराक",
    `(?:mar|marna|mar jana|mar jau|mar jaun|suicide kar|khudkushi kar|apni jan le|jan de|zindagi khatam kar|jindagi khatam kar) ${WANT_LAT}`,
    "(?:jena|jine|jene) (?:ka man|ka mann|ki ichha) nahi|jena nahi (?:chahta|chahti)", "suicide (?:karne|karunga|karungi|kar lunga|kar lungi|kar luga)", "khud ko (?:mar|khatam|hurt|nuksan|kat)", "mere bina sab (?:khush|behtar)", "sab pe bojh (?:hu|hun|hoon)",
  ],
  direct: [
    "(?:आत्महत्या|खुदकुशी) (?:करना|कर लेना) (?:चाहता|चाहती|चाहते)",
    "(?:आत्महत्या|खुदकुशी) कर (?:लूंगा|लूंगी|लेंगे|लूगा)",
    "खुद को (?:मारना|मार डालना|मार देना|खत्म करना) (?:चाहता|चाहती|चाहते)",
    "खुद को (?:मार|खत्म कर) (?:डालूंगा|डालूंगी|दूंगा|दूंगी|लूंगा|लूंगी)",
    "अपनी जान (?:ले लूंगा|ले लूंगी|लेना चाहता|लेना चाहती)",
    // "give my own life", as in Marwari "आपणी जान दे दूं"; after "for you" it is a lover's vow
    "(?<!लिए )(?:अपनी|आपणी|अपणी) जान दे (?:दूं|दूँ|दूंगा|दूंगी|दूँगा|दूँगी|दू)(?![\\p{L}\\p{M}])",
    "(?:जिंदगी|ज़िंदगी) खत्म (?:करना चाहता|करना चाहती|कर दूंगा|कर दूंगी|कर लूंगा|कर लूंगी)",
    "(?:suicide|sucide|aatmhatya|atmhatya|khudkushi) (?:karna|kar lena|krna) (?:chahta|chahti|chahte)",
    "(?:suicide|sucide|aatmhatya|khudkushi) (?:kar|kr) (?:lunga|lungi|lenge)",
    "khud ko (?:maar|mar|khatam kar) (?:dunga|dungi|dalunga|dalungi|lunga|lungi)",
    "khud ko (?:maarna|marna|maar dalna|mar dalna|khatam karna) (?:chahta|chahti)",
    "apni jaan (?:le lunga|le lungi|lena chahta|lena chahti)",
    "(?:suicide|sucide|aatmhatya|khudkushi) (?:hi |)(?:ek |)(?:option|rasta|raasta|upay|chara) (?:hai|bacha hai|bachi hai)",
    "(?:आत्महत्या|खुदकुशी|सुसाइड) (?:ही |)(?:एक |)(?:रास्ता|उपाय|विकल्प|चारा) (?:है|बचा है)",
    // "I'll hang myself": the first person's future, and Bundelkhandi's "लैहें"; "लेंगे" is also "they will".
    // Straight after "then" it is mostly a joke's threat ("make that again, then I'll hang myself").
    "(?<!तो )(?:फांसी|फाँसी|फासी) (?:लगा |)(?:लूंगा|लूंगी|लूँगा|लूँगी|लुंगा|लुंगी|लूगा|लूगी|लैहें|लैहौं|लैहों)",
    "(?:फंदे|फांसी|फाँसी) (?:से|पर|पे) (?:लटक|झूल) (?:जाऊंगा|जाऊंगी|जाऊँगा|जाऊँगी|जाउंगा|जाउंगी)",
    "(?:phansi|fansi|phaansi|faansi) (?:laga |lga |)(?:lunga|lungi|lu ga|lugi|luga)",
  ],
  harm_to_others: [
    "(?:उसे|उसको|उनको|सबको|मेरे \\S+ को) (?:जान से |)(?:मार दूंगा|मार डालूंगा|मार दूंगी|खत्म कर दूंगा)", "(?:use|usko|sabko) (?:mar|maar) (?:dunga|dalunga|dungi)",
  ],
  abuse: ["(?:papa|pita|pati|bhai|chacha|mama|sasur|boyfriend|dad) (?:%w ){0,3}(?:mujhe|muje) (?:%w ){0,3}(?:marte|marta|marti|pite|pita|pet%s) (?:hai|hain|he|the|thi)", 
    "(?:पति|पापा|पिताजी|बाप|सौतेले पिता|भाई|चाचा|मामा|बॉयफ्रेंड|ससुर|सास|वो|वह) (?:\\S+ ){0,2}(?:मारता|मारते|पीटता|पीटते|पीटा|मारा|मारती)",
    "(?:pati|papa|bhai|chacha|boyfriend) (?:\\S+ |)(?:mujhe |)(?:marta|peet ta|pitta|peeta)", "धमकी (?:दी|देता|देते) ~ (?:मार|जान)",
    "घरेलू हिंसा", "(?:यौन शोषण|बलात्कार) ~ (?:मेरे साथ|मेरा)", "घर जाने से डर",
  ],
  medical_emergency: ["(?:होश नहीं|बेहोश|hosh nahi|behosh|saans nahi le (?:raha|rahi))", 
    "(?:सारी|सब|पूरी|बहुत सारी|ढेर सारी|\\d{2,}) (?:गोलियां|दवाइयां|दवाई|दवा|टैबलेट|नींद की गोलियां) (?:\\S+ |)(?:खा ली|खा लीं|खा लिया|खा लिए|ले ली|ले लीं|निगल)",
    "सांस (?:नहीं आ रही|नहीं ले पा|फूल रही)", "सांस ~ तकलीफ", "(?:सीने|छाती) (?:में|मे) (?:\\S+ |)(?:दर्द|जकड़न|भारीपन)",
    "(?:हार्ट अटैक|दिल का दौरा|स्ट्रोक|लकवा) ~ (?:आ रहा|पड़ रहा|लग रहा)", "बेहोश|सांस नहीं ले (?:रहा|रही)|दौरे पड़",
    "(?:ज़हर|जहर|कीटनाशक|फिनाइल|ब्लीच) (?:\\S+ |)(?:पी|खा)", "(?:sans|saans) nahi (?:aa rahi|le pa)|chest (?:me|mein) dard|sari goliyan kha li|zeher kha",
  ],
  weak: {
    hopeless: ["jeene ka (?:koi |)(?:matlab|fayda) nahi|कोई भविष्य नहीं|main bojh (?:hu|hoon)|मैं बोझ (?:हूं|हूँ)", "(?:बर्दाश्त|सहन) नहीं (?:होता|हो रहा)", "कोई (?:फायदा|मतलब) नहीं", "(?:थक|थका|थकी) (?:गया|गई) (?:हूं |)(?:सब से|जिंदगी से|ज़िंदगी से)", "मुझे खुद से नफरत", "कोई रास्ता नहीं", "ab aur nahi hota|(?:koi|kya) fayda|thak gaya (?:hu |)sab se"],
    escape: ["गायब हो (?:जाना|जाऊं)|gayab ho jana"],
    method: ["रस्सी (?:खरीद|ले आया|ले आई|रखी)|(?:rassi|rope) (?:kharid|le aaya)|goliyan (?:jama|ikatthi)|गोलियां (?:जमा|इकट्ठी)", "सबसे ऊंची (?:बिल्डिंग|इमारत|पुल)", "रस्सी खरीद"],
    farewell: ["(?:अपना|अपनी) (?:सामान|चीजें|चीज़ें) (?:बांट|दे)|saman baant|sabko alvida|आखिरी (?:बार|अलविदा)|aakhri baar", "सबको अलविदा", "सब कुछ के लिए (?:शुक्रिया|धन्यवाद)"],
    intent: ["sab khatam (?:karna|kar dena|kar dunga|kar dungi)", "आज रात (?:ही|को) (?:करूंगा|कर दूंगा)", "मैंने तय कर लिया"],
  },
};
