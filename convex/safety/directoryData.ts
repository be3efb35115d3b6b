// Crisis directory: only numbers published by the service or government named in `source`.
// Every entry carries the date its numbers were last compared with that source; compare again
// before each release and remove anything that no longer matches.
export type CrisisLine = {
  name: string;
  phone?: string;
  sms?: string;
  chatUrl?: string;
  url?: string;
  /** Only "24/7" is recorded; other opening hours are on the service's site. */
  hours?: "24/7";
  /** Languages the service answers in (ISO 639-1). */
  languages: string[];
  source: string;
};

export type CountryEntry = {
  emergencyNumber: string;
  otherEmergencyNumbers?: string[];
  lines: CrisisLine[];
  source: string;
  checked: string;
};

const CHECKED = "2026-11-25";
const EU_112 = "https://digital-strategy.ec.europa.eu/en/policies/112";

function only(emergencyNumber: string, source: string, otherEmergencyNumbers?: string[]): CountryEntry {
  return { emergencyNumber, otherEmergencyNumbers, lines: [], source, checked: CHECKED };
}

export const COUNTRIES: Record<string, CountryEntry> = {
  US: {
    emergencyNumber: "911",
    lines: [
      { name: "988 Suicide & Crisis Lifeline", phone: "988", sms: "988", chatUrl: "https://988lifeline.org/chat", hours: "24/7", languages: ["en", "es"], source: "https://988lifeline.org" },
      { name: "Crisis Text Line", sms: "741741", url: "https://www.crisistextline.org", hours: "24/7", languages: ["en"], source: "https://www.crisistextline.org" },
    ],
    source: "https://www.911.gov",
    checked: CHECKED,
  },
  CA: {
    emergencyNumber: "911",
    lines: [{ name: "9-8-8 Suicide Crisis Helpline", phone: "988", sms: "988", url: "https://988.ca", hours: "24/7", languages: ["en", "fr"], source: "https://988.ca" }],
    source: "https://988.ca",
    checked: CHECKED,
  },
  GB: {
    emergencyNumber: "999",
    otherEmergencyNumbers: ["112"],
    lines: [
      { name: "Samaritans", phone: "116 123", url: "https://www.samaritans.org", hours: "24/7", languages: ["en"], source: "https://www.samaritans.org" },
      { name: "Shout", sms: "85258", url: "https://giveusashout.org", hours: "24/7", languages: ["en"], source: "https://giveusashout.org" },
    ],
    source: "https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/",
    checked: CHECKED,
  },
  IE: {
    emergencyNumber: "112",
    otherEmergencyNumbers: ["999"],
    lines: [{ name: "Samaritans Ireland", phone: "116 123", url: "https://www.samaritans.org/ireland/", hours: "24/7", languages: ["en"], source: "https://www.samaritans.org/ireland/" }],
    source: EU_112,
    checked: CHECKED,
  },
  AU: {
    emergencyNumber: "000",
    otherEmergencyNumbers: ["112"],
    lines: [{ name: "Lifeline", phone: "13 11 14", sms: "0477 13 11 14", url: "https://www.lifeline.org.au", hours: "24/7", languages: ["en"], source: "https://www.lifeline.org.au" }],
    source: "https://www.triplezero.gov.au",
    checked: CHECKED,
  },
  NZ: {
    emergencyNumber: "111",
    lines: [{ name: "1737, Need to talk?", phone: "1737", sms: "1737", url: "https://1737.org.nz", hours: "24/7", languages: ["en"], source: "https://1737.org.nz" }],
    source: "https://1737.org.nz",
    checked: CHECKED,
  },
  FR: {
    emergencyNumber: "112",
    otherEmergencyNumbers: ["15"],
    lines: [{ name: "3114, Numéro national de prévention du suicide", phone: "3114", url: "https://3114.fr", hours: "24/7", languages: ["fr"], source: "https://3114.fr" }],
    source: EU_112,
    checked: CHECKED,
  },
  BE: {
    emergencyNumber: "112",
    lines: [
      { name: "Centre de Prévention du Suicide", phone: "0800 32 123", url: "https://www.preventionsuicide.be", hours: "24/7", languages: ["fr"], source: "https://www.preventionsuicide.be" },
      { name: "Zelfmoordlijn 1813", phone: "1813", url: "https://www.zelfmoord1813.be", hours: "24/7", languages: ["nl"], source: "https://www.zelfmoord1813.be" },
    ],
    source: EU_112,
    checked: CHECKED,
  },
  CH: {
    emergencyNumber: "112",
    otherEmergencyNumbers: ["144"],
    lines: [
      { name: "Die Dargebotene Hand / La Main Tendue / Telefono Amico", phone: "143", url: "https://www.143.ch", hours: "24/7", languages: ["de", "fr", "it"], source: "https://www.143.ch" },
      { name: "Pro Juventute 147", phone: "147", url: "https://www.147.ch", hours: "24/7", languages: ["de", "fr", "it"], source: "https://www.147.ch" },
    ],
    source: "https://www.143.ch",
    checked: CHECKED,
  },
  DE: {
    emergencyNumber: "112",
    lines: [
      { name: "TelefonSeelsorge", phone: "0800 111 0 111", url: "https://www.telefonseelsorge.de", hours: "24/7", languages: ["de"], source: "https://www.telefonseelsorge.de" },
      { name: "TelefonSeelsorge (116 123)", phone: "116 123", url: "https://www.telefonseelsorge.de", hours: "24/7", languages: ["de"], source: "https://www.telefonseelsorge.de" },
    ],
    source: EU_112,
    checked: CHECKED,
  },
  AT: {
    emergencyNumber: "112",
    otherEmergencyNumbers: ["144"],
    lines: [
      { name: "TelefonSeelsorge", phone: "142", url: "https://www.telefonseelsorge.at", hours: "24/7", languages: ["de"], source: "https://www.telefonseelsorge.at" },
      { name: "Rat auf Draht", phone: "147", url: "https://www.rataufdraht.at", hours: "24/7", languages: ["de"], source: "https://www.rataufdraht.at" },
    ],
    source: EU_112,
    checked: CHECKED,
  },
  NL: {
    emergencyNumber: "112",
    lines: [{ name: "113 Zelfmoordpreventie", phone: "113", url: "https://www.113.nl", hours: "24/7", languages: ["nl"], source: "https://www.113.nl" }],
    source: EU_112,
    checked: CHECKED,
  },
  ES: {
    emergencyNumber: "112",
    lines: [{ name: "Línea 024", phone: "024", url: "https://www.sanidad.gob.es", hours: "24/7", languages: ["es"], source: "https://www.sanidad.gob.es" }],
    source: EU_112,
    checked: CHECKED,
  },
  PT: {
    emergencyNumber: "112",
    lines: [{ name: "SNS 24", phone: "808 24 24 24", url: "https://www.sns24.gov.pt", hours: "24/7", languages: ["pt"], source: "https://www.sns24.gov.pt" }],
    source: EU_112,
    checked: CHECKED,
  },
  MX: {
    emergencyNumber: "911",
    lines: [{ name: "Línea de la Vida", phone: "800 911 2000", url: "https://www.gob.mx/salud/conadic", hours: "24/7", languages: ["es"], source: "https://www.gob.mx/salud/conadic" }],
    source: "https://www.gob.mx/911",
    checked: CHECKED,
  },
  BR: {
    emergencyNumber: "192",
    otherEmergencyNumbers: ["190", "193"],
    lines: [{ name: "CVV, Centro de Valorização da Vida", phone: "188", chatUrl: "https://cvv.org.br", hours: "24/7", languages: ["pt"], source: "https://cvv.org.br" }],
    source: "https://cvv.org.br",
    checked: CHECKED,
  },
  RU: {
    emergencyNumber: "112",
    lines: [{ name: "Детский телефон доверия", phone: "8 800 2000 122", url: "https://telefon-doveria.ru", hours: "24/7", languages: ["ru"], source: "https://telefon-doveria.ru" }],
    source: "https://telefon-doveria.ru",
    checked: CHECKED,
  },
  TW: {
    emergencyNumber: "119",
    otherEmergencyNumbers: ["110"],
    lines: [
      { name: "安心專線 1925", phone: "1925", hours: "24/7", languages: ["zh"], source: "https://www.mohw.gov.tw" },
      { name: "生命線 1995", phone: "1995", url: "https://www.life1995.org.tw", hours: "24/7", languages: ["zh"], source: "https://www.life1995.org.tw" },
    ],
    source: "https://www.mohw.gov.tw",
    checked: CHECKED,
  },
  HK: {
    emergencyNumber: "999",
    lines: [
      { name: "撒瑪利亞防止自殺會 Samaritan Befrienders Hong Kong", phone: "2389 2222", url: "https://sbhk.org.hk", hours: "24/7", languages: ["zh", "en"], source: "https://sbhk.org.hk" },
      { name: "The Samaritans 撒瑪利亞會", phone: "2896 0000", url: "https://samaritans.org.hk", hours: "24/7", languages: ["zh", "en"], source: "https://samaritans.org.hk" },
    ],
    source: "https://sbhk.org.hk",
    checked: CHECKED,
  },
  SG: {
    emergencyNumber: "995",
    otherEmergencyNumbers: ["999"],
    lines: [{ name: "Samaritans of Singapore", phone: "1767", url: "https://www.sos.org.sg", hours: "24/7", languages: ["en", "zh"], source: "https://www.sos.org.sg" }],
    source: "https://www.sos.org.sg",
    checked: CHECKED,
  },
  JP: {
    emergencyNumber: "119",
    otherEmergencyNumbers: ["110"],
    lines: [
      { name: "よりそいホットライン", phone: "0120-279-338", url: "https://www.since2011.net/yorisoi/", hours: "24/7", languages: ["ja"], source: "https://www.since2011.net/yorisoi/" },
      { name: "こころの健康相談統一ダイヤル", phone: "0570-064-556", url: "https://www.mhlw.go.jp", languages: ["ja"], source: "https://www.mhlw.go.jp" },
    ],
    source: "https://www.fdma.go.jp",
    checked: CHECKED,
  },
  IN: {
    emergencyNumber: "112",
    lines: [{ name: "Tele-MANAS", phone: "14416", url: "https://telemanas.mohfw.gov.in", hours: "24/7", languages: ["hi", "en"], source: "https://telemanas.mohfw.gov.in" }],
    source: "https://telemanas.mohfw.gov.in",
    checked: CHECKED,
  },
  IT: only("112", EU_112),
  RO: only("112", EU_112),
  MD: only("112", "https://112.md"),
  AR: only("911", "https://www.argentina.gob.ar", ["107"]),
  CO: only("123", "https://www.gov.co"),
  CL: only("131", "https://www.gob.cl", ["133"]),
  PR: only("911", "https://www.911.gov"),
  CN: only("120", "https://www.gov.cn", ["110"]),
  SA: only("997", "https://www.my.gov.sa", ["911"]),
  EG: only("123", "https://www.egypt.gov.eg", ["122"]),
  AE: only("998", "https://u.ae", ["999"]),
  JO: only("911", "https://psd.gov.jo"),
  MA: only("15", "https://www.maroc.ma", ["19", "112"]),
  KE: only("999", "https://www.kenyapolice.go.ke", ["112"]),
  TZ: only("112", "https://www.tcra.go.tz"),
};

/** Countries where 112 is the emergency number (EU, EEA and neighbours), when not listed above. */
export const EMERGENCY_112 = [
  "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "GR", "HU", "LV", "LT", "LU", "MT", "PL", "SK", "SI", "SE",
  "IS", "LI", "NO", "MC", "SM", "AD", "UA", "TR", "GE",
];

/** Directories of crisis centres worldwide, for every country. */
export const INTERNATIONAL_DIRECTORY = { name: "Find A Helpline", url: "https://findahelpline.com" };
export const BEFRIENDERS_WORLDWIDE = { name: "Befrienders Worldwide", url: "https://befrienders.org" };
