import type { PatternSet } from "../compile";

// Swahili negates with a verb prefix ("sitaki" = I do not want), so negated verbs are words here.
const WANT = "(?:nataka|ninataka|natamani|ningependa|nitaenda|nafikiria|ninafikiria|nawaza|ninawaza|nimeamua|napanga|nimepanga)";
const PERSON = "(?:mume wangu|mpenzi wangu|baba|baba yangu|mama|mama yangu|baba wa kambo|kaka|mjomba|yeye|mke wangu)";

export const sw: PatternSet = {
  script: /[a-z]/,
  negators: ["si", "hapana", "bila", "sio", "siyo", "sifikiri", "sifikirii", "sitaki", "sijawahi", "siwazi", "sitajiua", "sina"],
  fiction: ["filamu", "riwaya", "hadithi", "tamthilia", "mchezo", "mhusika"],
  firstPerson: ["mimi", "nataka", "ninataka", "nafikiria", "natamani", "yangu"],
  postNegation: ["kwa bahati mbaya", "nikipika"],
  subjects: ["mimi", "wewe", "yeye", "sisi", "wao"],
  canon: [["nataka tu", "nataka"]],
  idioms: [
    "(?:nakufa|ninakufa|nitakufa|nilikaribia kufa|karibu nife|nimekufa|kufa) (?:kwa |na |)(?:njaa|kicheko|aibu|kiu|joto|baridi|uchovu|hamu|wivu|mshangao|usingizi)",
    "(?:mtihani|kazi|bosi|joto|shule|njaa|kicheko|hii|huu|hiyo) (?:huu |hii |)(?:unaniua|inaniua|linaniua|ananiua|kitaniua|itaniua|utaniua)",
    "(?:mama|baba|wazazi|mwalimu|bosi) (?:ataniua|wataniua|atanichinja)(?! nikiondoka| nikisema)",
    "(?:kuua|kuue|tunaua|naua|ua) (?:muda|wakati|process|mchakato)", "suicide squad|kikosi cha kujitoa mhanga|kuzuia kujiua",
    "(?:alinipiga|ananipiga|alinifunga) (?:kwenye|katika) (?:mchezo|fifa|mpira|gemu)",
    "nimejikata (?:kidole|nikipika|kwa kisu nikipika)",
  ],
  fillers: ["tu", "kweli", "kabisa"],
  concepts: {
    desire: ["nataka", "ninataka", "natamani", "ningependa", "nawaza", "ninawaza", "nafikiria", "ninafikiria", "naomba"],
    death: ["kufa", "nife", "kutoweka milele", "kutoweka kabisa", "nisiamke", "kulala milele", "kuacha kuishi"],
    act: ["kujiua", "kujinyonga", "kujirusha", "kujikata", "kujidhuru", "kujiumiza", "kunywa sumu", "kumeza vidonge vyote"],
    intent: ["nitaenda", "nimeamua", "napanga", "leo nitaenda"],
    stops: ["yeye", "filamu", "mchezo", "mmea", "mbwa", "paka", "simu", "betri", "maumivu"],
    ending: ["namaliza kila kitu", "nitamaliza kila kitu", "kumaliza kila kitu", "namaliza yote"],
    soon: ["usiku wa leo", "leo usiku", "leo", "kesho"],
    jump: ["nitajirusha", "naruka", "nitaruka", "kujirusha", "kuruka"],
    height: ["(?:kutoka |kutoka juu ya |)(?:darajani|daraja|jengo|ghorofa|paa)"],
    care: ["hakuna atakayegundua", "hakuna (?:atakayelia|atalia|mtu atalia)", "(?:hakuna mtu|hakuna) (?:atajali|angejali|atagundua|angegundua|atanikumbuka|angenikumbuka|atalia|atakayejali|atakayegundua)", "hakuna atakayejali", "(?:kila mtu|wote|familia yangu) (?:wangekuwa|watakuwa|angekuwa) (?:bora|na furaha)"],
    ifIDie: ["(?:nikifa|nikipotea|nikiondoka milele|kama ningekufa|nikijiua)"],
  },
  injury: {
    verb: ["nimejikata", "najikata", "nimejichoma", "najichoma", "nimejikwaruza"],
    body: ["mkono", "mikono", "kifundo", "mguu", "miguu", "ngozi"],
    purpose: ["kwa makusudi", "makusudi"],
  },
  overdose: {
    take: ["nimemeza", "nimekunywa", "nimekula", "nimetumia"],
    qty: ["kumi", "ishirini", "thelathini", "arobaini", "hamsini", "mia", "vyote", "zote", "vingi", "nyingi", "boksi zima", "chupa nzima", "kwa pamoja", "\\d{2,}"],
    drug: ["vidonge", "panadol", "dawa", "dawa za usingizi", "la dawa"],
  },
  abusers: {
    person: ["mume wangu", "mpenzi wangu", "baba", "mama", "baba wa kambo", "mama wa kambo", "kaka", "mjomba", "mke wangu"],
    violence: ["ananipiga", "alinipiga", "hunipiga", "ananichapa", "alinichapa", "ananibaka", "alinibaka", "ananikaba", "alinikaba", "ananitishia", "ananifungia"],
  },
  self_harm: [
    "sina (?:nguvu|hamu|sababu) ya (?:kuendelea |)kuishi",
    "hakuna atakayenikumbuka",
    `${WANT} (?:kufa|kujiua|kujinyonga|kujiangamiza|kutoweka milele|kulala milele|kumaliza maisha yangu|kujiumiza|kujidhuru|kujikata)`,
    "nitajiua|najiua|nijiue|kujiua|kujinyonga", "(?:nilale|kulala) milele", "(?:sitaki|sipendi) (?:tena |)(?:kuendelea kuishi|kuishi|kuamka|kuwepo)", "(?:nimechoka|nimechoshwa) (?:na |)(?:kuishi|maisha)",
    "(?:kila mtu|wote|familia yangu|dunia|watu) (?:\\S+ |)(?:angekuwa|wangekuwa|ingekuwa|watakuwa|atakuwa) (?:bora|na furaha|vizuri) (?:zaidi |)bila mimi",
    "(?:mimi ni|ni) mzigo (?:kwa|tu)", "sioni (?:sababu|maana) ya (?:kuendelea |)kuishi", "(?:natamani|ningependa|heri) (?:ningekufa|nife|kufa)",
    "(?:hakuna mtu|hakuna) (?:angejali|angegundua|angenikumbuka|atanikumbuka) (?:kama|nikifa|nikiondoka)", "hakuna (?:sababu|maana) (?:ya|za) kuishi",
    "(?:nilale|nilale tu|kulala|nilale usingizi) (?:na |)(?:nisiamke|bila kuamka)", "nisiamke (?:tena|kamwe)",
    "nimejikata|najikata|kujikata|nimejiumiza|najiumiza|kujiumiza|kujidhuru|nimejidhuru",
    "(?:kuruka|kujirusha|nijirushe) (?:kutoka|kutoka juu ya) (?:daraja|jengo|ghorofa)",
    "(?:nimeandika|nimeshaandika|naandika|nimeacha) barua ya (?:kuaga|kwaheri|mwisho)", "dozi ya kuua|vidonge vingapi ~ (?:kufa|kuua)", "nagawa vitu vyangu vyote",
  ],
  harm_to_others: ["nitamuua|nitawaua|nataka kumuua|nataka kuwaua|nitamchoma kisu|nitampiga risasi"],
  abuse: [
    `${PERSON} (?:\\S+ |)(?:ananipiga|alinipiga|hunipiga|ananibaka|alinibaka|ananinyanyasa|ananitishia|alinitishia|ananikaba|alinikaba)`,
    "(?:ameniambia|amesema|alisema) (?:\\S+ |)ataniua|(?:ananitishia|alitishia|alinitishia) kuniua", "naogopa kurudi nyumbani", "ukatili wa nyumbani",
  ],
  medical_emergency: [
    "(?:nimemeza|nimekunywa|nimekula|nimetumia) (?:vidonge|dawa) (?:vyote|zote|vingi|nyingi|\\d{2,})", "(?:nimemeza|nimekunywa) (?:\\d{2,}|vingi|vyote) (?:vidonge|dawa)",
    "siwezi kupumua|nashindwa kupumua|sipumui", "(?:maumivu|uchungu) (?:makali |)(?:ya|kwenye) (?:kifua|kifuani)|kifua (?:kinauma|kinaniuma)",
    "shambulio la moyo|kiharusi", "hapumui|hajitambui|degedege", "nimekunywa (?:sumu|dawa ya panya|jik|bleach)", "natoka damu (?:nyingi|sana)|damu haikomi",
  ],
  weak: {
    hopeless: ["siwezi tena|sina nguvu tena", "hakuna maana", "nimechoka na kila kitu", "najichukia|nachukia maisha yangu", "sina tumaini", "hakuna njia"],
    escape: ["kutoweka|nipotee"],
    method: ["daraja refu zaidi", "nimenunua kamba", "kwa ajili ya rafiki"],
    farewell: ["kwaheri kwa wote", "asanteni kwa kila kitu"],
    intent: ["usiku wa leo ndio", "nina mpango", "nimeamua"],
  },
};
