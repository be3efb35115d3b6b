// Crisis directory: only numbers published by the service or government named in `source`.
// Every entry and every line carries the date it was last compared with its source; compare
// again before each release and remove anything that no longer matches. Where no line could be
// checked, the entry has none and the app says so and points to the emergency number.
export type LineHours =
  /** Answered around the clock, every day. */
  | "24/7"
  /** Opening hours differ from region to region. */
  | "regional"
  /** Open every day between these local times ("10:00" to "24:00"). */
  | { from: string; to: string };

export type CrisisLine = {
  name: string;
  phone?: string;
  sms?: string;
  chatUrl?: string;
  url?: string;
  /** Shown wherever a line is not open around the clock; absent when the source does not say. */
  hours?: LineHours;
  /** Who the line is for, when it is not for everyone. */
  audience?: "youth";
  /** The phone menu's option that reaches the right service ("808 24 24 24, option 4"). */
  menuOption?: number;
  /** Where the line answers, when it is not the whole country (a city or a region, in its own language). */
  area?: string;
  /** Languages the service answers in (ISO 639-1). */
  languages: string[];
  /** The page the number, hours and audience were compared with. */
  source: string;
  /** When they were last compared (YYYY-MM-DD). */
  checked: string;
};

export type CountryEntry = {
  emergencyNumber: string;
  otherEmergencyNumbers?: string[];
  lines: CrisisLine[];
  source: string;
  checked: string;
};

/** The first check of the directory. */
const CHECKED = "2026-11-25";
/** The second check: corrections and additions, each against the page in its `source`. */
const RECHECKED = "2026-11-29";
const EU_112 = "https://digital-strategy.ec.europa.eu/en/policies/112";

function only(emergencyNumber: string, source: string, otherEmergencyNumbers?: string[]): CountryEntry {
  return { emergencyNumber, otherEmergencyNumbers, lines: [], source, checked: CHECKED };
}

export const COUNTRIES: Record<string, CountryEntry> = {
  US: {
    emergencyNumber: "911",
    lines: [
      { name: "988 Suicide & Crisis Lifeline", phone: "988", sms: "988", chatUrl: "https://988lifeline.org/chat", hours: "24/7", languages: ["en", "es"], source: "https://988lifeline.org", checked: CHECKED },
      { name: "Crisis Text Line", sms: "741741", url: "https://www.crisistextline.org", hours: "24/7", languages: ["en"], source: "https://www.crisistextline.org", checked: CHECKED },
    ],
    source: "https://www.911.gov",
    checked: CHECKED,
  },
  CA: {
    emergencyNumber: "911",
    lines: [{ name: "9-8-8 Suicide Crisis Helpline", phone: "988", sms: "988", url: "https://988.ca", hours: "24/7", languages: ["en", "fr"], source: "https://988.ca", checked: CHECKED }],
    source: "https://988.ca",
    checked: CHECKED,
  },
  GB: {
    emergencyNumber: "999",
    otherEmergencyNumbers: ["112"],
    lines: [
      { name: "Samaritans", phone: "116 123", url: "https://www.samaritans.org", hours: "24/7", languages: ["en"], source: "https://www.samaritans.org", checked: CHECKED },
      { name: "Shout", sms: "85258", url: "https://giveusashout.org", hours: "24/7", languages: ["en"], source: "https://giveusashout.org", checked: CHECKED },
    ],
    source: "https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/",
    checked: CHECKED,
  },
  IE: {
    emergencyNumber: "112",
    otherEmergencyNumbers: ["999"],
    lines: [{ name: "Samaritans Ireland", phone: "116 123", url: "https://www.samaritans.org/ireland/", hours: "24/7", languages: ["en"], source: "https://www.samaritans.org/ireland/", checked: CHECKED }],
    source: EU_112,
    checked: CHECKED,
  },
  AU: {
    emergencyNumber: "000",
    otherEmergencyNumbers: ["112"],
    lines: [{ name: "Lifeline", phone: "13 11 14", sms: "0477 13 11 14", url: "https://www.lifeline.org.au", hours: "24/7", languages: ["en"], source: "https://www.lifeline.org.au", checked: CHECKED }],
    source: "https://www.triplezero.gov.au",
    checked: CHECKED,
  },
  NZ: {
    emergencyNumber: "111",
    lines: [{ name: "1737, Need to talk?", phone: "1737", sms: "1737", url: "https://1737.org.nz", hours: "24/7", languages: ["en"], source: "https://1737.org.nz", checked: CHECKED }],
    source: "https://1737.org.nz",
    checked: CHECKED,
  },
  FR: {
    emergencyNumber: "112",
    otherEmergencyNumbers: ["15"],
    lines: [{ name: "3114, Numéro national de prévention du suicide", phone: "3114", url: "https://3114.fr", hours: "24/7", languages: ["fr"], source: "https://3114.fr", checked: CHECKED }],
    source: EU_112,
    checked: CHECKED,
  },
  BE: {
    emergencyNumber: "112",
    lines: [
      { name: "Centre de Prévention du Suicide", phone: "0800 32 123", url: "https://www.preventionsuicide.be", hours: "24/7", languages: ["fr"], source: "https://www.preventionsuicide.be", checked: CHECKED },
      { name: "Zelfmoordlijn 1813", phone: "1813", url: "https://www.zelfmoord1813.be", hours: "24/7", languages: ["nl"], source: "https://www.zelfmoord1813.be", checked: CHECKED },
    ],
    source: EU_112,
    checked: CHECKED,
  },
  CH: {
    emergencyNumber: "112",
    otherEmergencyNumbers: ["144"],
    lines: [
      { name: "Die Dargebotene Hand / La Main Tendue / Telefono Amico", phone: "143", url: "https://www.143.ch", hours: "24/7", languages: ["de", "fr", "it"], source: "https://www.143.ch", checked: CHECKED },
      { name: "Pro Juventute 147", phone: "147", url: "https://www.147.ch", hours: "24/7", languages: ["de", "fr", "it"], source: "https://www.147.ch", checked: CHECKED },
    ],
    source: "https://www.143.ch",
    checked: CHECKED,
  },
  DE: {
    emergencyNumber: "112",
    lines: [
      { name: "TelefonSeelsorge", phone: "0800 111 0 111", url: "https://www.telefonseelsorge.de", hours: "24/7", languages: ["de"], source: "https://www.telefonseelsorge.de", checked: CHECKED },
      { name: "TelefonSeelsorge", phone: "0800 111 0 222", url: "https://www.telefonseelsorge.de", hours: "24/7", languages: ["de"], source: "https://www.domradio.de/glossar/telefonseelsorge-0", checked: RECHECKED },
      { name: "TelefonSeelsorge", phone: "116 123", url: "https://www.telefonseelsorge.de", hours: "24/7", languages: ["de"], source: "https://www.telefonseelsorge.de", checked: CHECKED },
    ],
    source: EU_112,
    checked: CHECKED,
  },
  AT: {
    emergencyNumber: "112",
    otherEmergencyNumbers: ["144"],
    lines: [
      { name: "TelefonSeelsorge", phone: "142", url: "https://www.telefonseelsorge.at", hours: "24/7", languages: ["de"], source: "https://www.telefonseelsorge.at", checked: CHECKED },
      { name: "Rat auf Draht", phone: "147", url: "https://www.rataufdraht.at", hours: "24/7", languages: ["de"], source: "https://www.rataufdraht.at", checked: CHECKED },
    ],
    source: EU_112,
    checked: CHECKED,
  },
  NL: {
    emergencyNumber: "112",
    lines: [{ name: "113 Zelfmoordpreventie", phone: "113", url: "https://www.113.nl", hours: "24/7", languages: ["nl"], source: "https://www.113.nl", checked: CHECKED }],
    source: EU_112,
    checked: CHECKED,
  },
  ES: {
    emergencyNumber: "112",
    lines: [{ name: "Línea 024", phone: "024", url: "https://www.sanidad.gob.es", hours: "24/7", languages: ["es"], source: "https://www.sanidad.gob.es", checked: CHECKED }],
    source: EU_112,
    checked: CHECKED,
  },
  PT: {
    emergencyNumber: "112",
    lines: [
      { name: "Linha Nacional de Prevenção do Suicídio", phone: "1411", hours: "24/7", languages: ["pt"], source: "https://www.deco.proteste.pt/saude/saude-mental/noticias/linha-prevencao-suicidio-funciona-24-horas-por-dia", checked: RECHECKED },
      { name: "SNS 24, aconselhamento psicológico", phone: "808 24 24 24", menuOption: 4, url: "https://www.sns24.gov.pt", hours: "24/7", languages: ["pt", "en"], source: "https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/", checked: RECHECKED },
    ],
    source: EU_112,
    checked: CHECKED,
  },
  MX: {
    emergencyNumber: "911",
    lines: [{ name: "Línea de la Vida (CONASAMA)", phone: "800 911 2000", url: "https://www.gob.mx/conasama", hours: "24/7", languages: ["es"], source: "https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/", checked: RECHECKED }],
    source: "https://www.gob.mx/911",
    checked: CHECKED,
  },
  BR: {
    emergencyNumber: "192",
    otherEmergencyNumbers: ["190", "193"],
    lines: [{ name: "CVV, Centro de Valorização da Vida", phone: "188", chatUrl: "https://cvv.org.br", hours: "24/7", languages: ["pt"], source: "https://cvv.org.br", checked: CHECKED }],
    source: "https://cvv.org.br",
    checked: CHECKED,
  },
  RU: {
    emergencyNumber: "112",
    lines: [{ name: "Детский телефон доверия", phone: "8 800 2000 122", url: "https://telefon-doveria.ru", hours: "regional", audience: "youth", languages: ["ru"], source: "https://kch-sch6.narod.ru/news/mezhdunarodnyj_den_detskogo_telefona_doverija/2022-05-17-746", checked: RECHECKED }],
    source: "https://telefon-doveria.ru",
    checked: CHECKED,
  },
  TW: {
    emergencyNumber: "119",
    otherEmergencyNumbers: ["110"],
    lines: [
      { name: "安心專線 1925", phone: "1925", hours: "24/7", languages: ["zh"], source: "https://www.mohw.gov.tw", checked: CHECKED },
      { name: "生命線 1995", phone: "1995", url: "https://www.life1995.org.tw", hours: "24/7", languages: ["zh"], source: "https://www.life1995.org.tw", checked: CHECKED },
    ],
    source: "https://www.mohw.gov.tw",
    checked: CHECKED,
  },
  HK: {
    emergencyNumber: "999",
    lines: [
      { name: "18111 精神健康支援熱線 Mental Health Support Hotline", phone: "18111", hours: "24/7", languages: ["zh", "en"], source: "https://news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html", checked: RECHECKED },
      { name: "撒瑪利亞防止自殺會 Samaritan Befrienders Hong Kong", phone: "2389 2222", url: "https://sbhk.org.hk", hours: "24/7", languages: ["zh", "en"], source: "https://sbhk.org.hk", checked: CHECKED },
      { name: "The Samaritans 撒瑪利亞會", phone: "2896 0000", url: "https://samaritans.org.hk", hours: "24/7", languages: ["zh", "en"], source: "https://samaritans.org.hk", checked: CHECKED },
    ],
    source: "https://sbhk.org.hk",
    checked: CHECKED,
  },
  SG: {
    emergencyNumber: "995",
    otherEmergencyNumbers: ["999"],
    lines: [{ name: "Samaritans of Singapore", phone: "1767", url: "https://www.sos.org.sg", hours: "24/7", languages: ["en", "zh"], source: "https://www.sos.org.sg", checked: CHECKED }],
    source: "https://www.sos.org.sg",
    checked: CHECKED,
  },
  JP: {
    emergencyNumber: "119",
    otherEmergencyNumbers: ["110"],
    lines: [
      { name: "よりそいホットライン", phone: "0120-279-338", url: "https://www.since2011.net/yorisoi/", hours: "24/7", languages: ["ja"], source: "https://www.since2011.net/yorisoi/", checked: CHECKED },
      { name: "こころの健康相談統一ダイヤル", phone: "0570-064-556", url: "https://www.mhlw.go.jp", languages: ["ja"], source: "https://www.mhlw.go.jp", checked: CHECKED },
    ],
    source: "https://www.fdma.go.jp",
    checked: CHECKED,
  },
  IN: {
    emergencyNumber: "112",
    lines: [{ name: "Tele-MANAS", phone: "14416", url: "https://telemanas.mohfw.gov.in", hours: "24/7", languages: ["hi", "en"], source: "https://telemanas.mohfw.gov.in", checked: CHECKED }],
    source: "https://telemanas.mohfw.gov.in",
    checked: CHECKED,
  },
  IT: {
    emergencyNumber: "112",
    lines: [
      { name: "Telefono Amico Italia", phone: "02 2327 2327", url: "https://www.telefonoamico.it", hours: { from: "10:00", to: "24:00" }, languages: ["it"], source: "https://www.agensir.it/quotidiano/2020/12/12/natale-2020-telefono-amico-italia-dalle-10-del-24-alla-mezzanotte-del-26-dicembre-i-volontari-risponderanno-h24-a-chi-si-sente-solo/", checked: RECHECKED },
    ],
    source: EU_112,
    checked: RECHECKED,
  },
  RO: only("112", EU_112),
  MD: only("112", "https://112.md"),
  AR: {
    emergencyNumber: "911", otherEmergencyNumbers: ["107"],
    lines: [
      { name: "Línea de Salud Mental (Ministerio de Salud)", phone: "0800 999 0091", hours: "24/7", languages: ["es"], source: "https://lapostacomodorense.com.ar/2025/09/03/septiembre-mes-de-la-prevencion-del-suicidio-la-importancia-de-escuchar-acompanar-y-abrazar/", checked: RECHECKED },
    ],
    source: "https://www.argentina.gob.ar",
    checked: RECHECKED,
  },
  CO: {
    emergencyNumber: "123",
    lines: [
      { name: "Línea 192 (Ministerio de Salud)", phone: "192", menuOption: 4, languages: ["es"], source: "https://infobae.com/america/colombia/2021/04/15/la-linea-192-de-minsalud-atendio-mas-de-18-mil-colombianos-en-servicios-de-salud-mental-el-ultimo-ano", checked: RECHECKED },
      { name: "Línea 106", phone: "106", area: "Bogotá", url: "https://www.bogota.gov.co/servicios/guia-de-tramites-y-servicios/linea-106", hours: "24/7", languages: ["es"], source: "https://www.bogota.gov.co/servicios/guia-de-tramites-y-servicios/linea-106", checked: RECHECKED },
    ],
    source: "https://www.gov.co",
    checked: RECHECKED,
  },
  CL: {
    emergencyNumber: "131", otherEmergencyNumbers: ["133"],
    lines: [
      { name: "Línea de Prevención del Suicidio", phone: "*4141", hours: "24/7", languages: ["es"], source: "https://www.biobiochile.cl/noticias/nacional/chile/2023/01/06/no-estas-solo-minsal-lanza-fono-confidencial-4141-para-auxiliar-a-personas-con-ideacion-suicida.shtml", checked: RECHECKED },
    ],
    source: "https://www.gob.cl",
    checked: RECHECKED,
  },
  PR: {
    emergencyNumber: "911",
    lines: [
      { name: "988 Línea de Prevención del Suicidio y Crisis (Línea PAS)", phone: "988", hours: "24/7", languages: ["es", "en"], source: "https://wiac740.com/index.php/2022/07/12/assmca-anuncia-nueva-linea-telefonica-para-que-ciudadanos-reciban-servicios-de-emergencias-en-salud-mental", checked: RECHECKED },
      { name: "Línea PAS (ASSMCA)", phone: "1 800 981 0023", hours: "24/7", languages: ["es"], source: "https://wiac740.com/index.php/2022/07/12/assmca-anuncia-nueva-linea-telefonica-para-que-ciudadanos-reciban-servicios-de-emergencias-en-salud-mental", checked: RECHECKED },
    ],
    source: "https://www.911.gov",
    checked: RECHECKED,
  },
  CN: {
    emergencyNumber: "120", otherEmergencyNumbers: ["110"],
    lines: [
      { name: "12356 全国统一心理援助热线", phone: "12356", hours: "regional", languages: ["zh"], source: "https://c.m.163.com/news/a/JKBD9CKU0514CC6P.html", checked: RECHECKED },
    ],
    source: "https://www.gov.cn",
    checked: RECHECKED,
  },
  SA: only("997", "https://www.my.gov.sa", ["911"]),
  EG: only("123", "https://www.egypt.gov.eg", ["122"]),
  AE: {
    emergencyNumber: "998", otherEmergencyNumbers: ["999"],
    lines: [
      { name: "Mental Support Line 800 HOPE", phone: "800 4673", hours: { from: "08:00", to: "20:00" }, languages: ["ar", "en"], source: "https://www.saudi24news.com/2021/06/an-initiative-to-support-the-mental-health-of-frontline-workers.html", checked: RECHECKED },
    ],
    source: "https://u.ae",
    checked: RECHECKED,
  },
  JO: only("911", "https://psd.gov.jo"),
  MA: only("15", "https://www.maroc.ma", ["19", "112"]),
  KE: {
    emergencyNumber: "999", otherEmergencyNumbers: ["112"],
    lines: [
      { name: "Kenya Red Cross", phone: "1199", url: "https://www.redcross.or.ke", hours: "24/7", languages: ["sw", "en"], source: "https://www.redcross.or.ke/single-article/37-Psychosocial-Support-for-Healthcare-Workers-in-Midst-of-COVID-19-Pandemic", checked: RECHECKED },
    ],
    source: "https://www.kenyapolice.go.ke",
    checked: RECHECKED,
  },
  TZ: {
    emergencyNumber: "112",
    lines: [
      { name: "Wizara ya Afya, msaada wa kisaikolojia", phone: "199", languages: ["sw"], source: "https://dailynews.co.tz/?p=111244", checked: RECHECKED },
    ],
    source: "https://www.tcra.go.tz",
    checked: RECHECKED,
  },
};

/** Countries where 112 is the emergency number (EU, EEA and neighbours), when not listed above. */
export const EMERGENCY_112 = [
  "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "GR", "HU", "LV", "LT", "LU", "MT", "PL", "SK", "SI", "SE",
  "IS", "LI", "NO", "MC", "SM", "AD", "UA", "TR", "GE",
];

/** Directories of crisis centres worldwide, for every country. */
export const INTERNATIONAL_DIRECTORY = { name: "Find A Helpline", url: "https://findahelpline.com" };
export const BEFRIENDERS_WORLDWIDE = { name: "Befrienders Worldwide", url: "https://befrienders.org" };
