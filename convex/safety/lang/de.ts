import type { PatternSet } from "../compile";

// Umlauts lose their dots and ß becomes ss (then s): "würde" is "wurde", "Straße" is "strase".
const WANT = "(?:will|mochte|mocht|wurde gern|wurde am liebsten|werde|will einfach|wunsche mir|mochte einfach|will nur|wurde lieber)";
const PILLS = "(?:tabletten|pillen|schlaftabletten|medikamente|tabletten meiner %w|ibuprofen|paracetamol|beruhigungsmittel)";
const PERSON = "(?:vater|mutter|papa|mama|mann|freund|freundin|partner|stiefvater|bruder|onkel|er|sie|frau|ex)";

export const de: PatternSet = {
  script: /[a-z]/,
  negators: ["nicht", "nie", "niemals", "kein", "keine", "keinen", "ohne", "nimmer"],
  fiction: ["figur", "roman", "film", "buch", "serie", "lied", "spiel", "geschichte"],
  recovered: ["(?:fruher|damals|vor (?:%w |)(?:jahren|jahr|monaten))[^.!?]{0,80}(?:jetzt|heute|inzwischen|mittlerweile) (?:geht es mir|gehts mir|bin ich) (?:wieder |)(?:gut|besser)"],
  over: [
    "(?:vor (?:%w |)(?:jahren|jahr|monaten|monat|wochen)|letztes jahr|fruher|damals|als kind|als teenager|mit (?:\\d+|%w) jahren)(?:[^.!?]{0,140}[.!?]){0,2}[^.!?]{0,140}(?:jetzt|heute|inzwischen|mittlerweile|seitdem|seit (?:%w |)(?:jahren|jahr|monaten)) ~ (?:gut|besser|in therapie|stabil|in behandlung|bin ich %w|bin i %w|arbeit%s|studier%s|nix mehr|nichts mehr)",
  ],
  firstPerson: ["ich", "mich", "mir", "mein", "meine", "meinen"],
  postNegation: ["beim kochen", "aus versehen", "versehentlich"],
  subjects: ["ich", "du", "er", "sie", "es", "wir", "ihr"],
  canon: [["isch", "ich"], ["nimmi|nimma|nimmer|numm", "nicht mehr"], ["do sei|do sein|da sei", "da sein"], ["nich", "nicht"], ["hab", "habe"], ["selbstmort", "selbstmord"], ["bringe", "bring"]],
  idioms: [
    "(?:sterbe|sterben|sterb|gestorben|fast gestorben|sterbe fast|komme um|umkommen) (?:vor|aus) (?:hunger|lachen|langeweile|scham|hitze|kalte|durst|neugier|angst|sehnsucht|gluck|peinlichkeit|mudigkeit)",
    "(?:vor|aus) (?:scham|lachen|hunger|langeweile|hitze|kalte|durst|neugier|angst|sehnsucht|gluck|peinlichkeit) (?:sterben|sterbe|gestorben|umkommen)",
    "(?:prufung|arbeit|job|hitze|schule|uni|chef|stress|woche|tag|das|es|mathe|klausur|lernen|warten|projekt|diese %w|der %w) (?:bringt|bringen|wird) (?:mich |)(?:noch |echt |wirklich |)(?:um|umbringen)",
    "(?:mutter|mama|vater|papa|eltern|lehrer%s|chef%s|schwester|bruder) (?:bringt|bringen|wird|werden) mich (?:noch |)(?:um|umbringen)(?! wenn ich (?:gehe|es erzahle|ihn verlasse|rede))",
    "todmude|totmude|zu tode (?:gelangweilt|erschrocken|genervt|gelacht)|totgelacht|tot gelacht|totlachen|totschlagen|(?:schlagen|schlage) die zeit tot",
    "(?:prozess|task|programm|app|server|job) (?:killen|beenden|abschiessen|toten)|(?:killen|kill) (?:den|die|das) (?:prozess|task|programm|app)",
    "suicide squad|selbstmordkommando|suizidpravention|selbstmordrate|suizidrate", "(?:lachen|gelacht|lol|haha%w) ~ (?:keine luft|nicht atmen)",
    "schneide mich (?:beim|mit dem messer beim) (?:kochen|rasieren)|(?:mich |)beim (?:kochen|rasieren) geschnitten",
  ],
  fillers: ["einfach", "wirklich", "echt", "halt", "eigentlich", "nur", "total", "mal", "ehrlich", "irgendwie", "ganz", "so"],
  concepts: {
    desire: ["ich mochte", "ich will", "hatte gern", "wunschte", "denke standig an", "will", "mochte", "wurde gern", "wurde am liebsten", "wunsche mir", "sehne mich danach", "denke an", "denke daran", "denke daruber nach", "habe lust", "am liebsten", "wurde lieber"],
    death: ["einschlafen und nicht mehr aufwachen", "nicht mehr hier sein", "fur immer weg sein", "tot umfallen", "sterben", "tot sein", "nicht mehr leben", "nicht mehr aufwachen", "nie wieder aufwachen", "nicht mehr da sein", "fur immer verschwinden", "fur immer schlafen", "nicht mehr existieren", "weg sein"],
    act: ["mich erschiesen", "mir die kugel geben", "alle tabletten (?:nehmen|schlucken)", "mich ertranken", "vom dach springen", "von der brucke springen", "mich umbringen", "mich toten", "mir das leben nehmen", "mich erhangen", "mich aufhangen", "mich vor einen zug", "mich vor den zug", "mich von %w %w sturzen", "mich ritzen", "mir weh tun", "mir (?:etwas|was) antun", "mich vergiften", "eine uberdosis", "mich (?:vor|unter) %w %w (?:zu |)werfen", "mich aufschneiden", "mir die pulsadern"],
    intent: ["werde", "habe vor", "plane", "ich werde", "bin bereit"],
    stops: ["der", "die", "das", "er", "sie", "es", "ist", "sein", "ihr", "film", "serie", "buch", "spiel", "pflanze", "hund", "katze", "akku", "handy", "schmerz"],
    ending: ["mache schluss mit allem", "schluss mit allem", "mit allem schluss", "beende alles", "alles beenden", "ein ende machen"],
    soon: ["heute nacht", "heute", "morgen", "dieses wochenende", "jetzt"],
    jump: ["springe", "springen", "spring", "sturze mich", "mich sturzen", "mich werfen"],
    height: ["(?:von der|vom|von einer|von einem|aus dem) (?:brucke|dach|balkon|fenster|hochhaus|klippe|turm|parkhaus|%wberg|%wbrucke|%wturm|%wfelsen)"],
    care: ["(?:wird|wurde|merkt) (?:es |)(?:niemand|keiner)(?: weinen| merken| vermissen| bemerken|)", "es wurde (?:keinen|niemanden) (?:interessieren|kummern|storen)", "(?:keiner|niemand) (?:wurde|wird) (?:weinen|trauern|kommen)", "(?:keiner|niemand) (?:wurde|wird) (?:es |mich |)(?:merken|vermissen|bemerken|weinen)", "(?:alle|jeder|meine familie) (?:waren|ware|wurden) (?:froh|besser dran|glucklicher|erleichtert)"],
    ifIDie: ["wenn ich (?:tot|weg|nicht mehr da|gestorben) (?:ware|bin|sein)", "wenn ich sterbe", "wenn ich sterben wurde"],
  },
  injury: {
    verb: ["aufgeschnitten", "geschnitten", "verbrannt", "geritzt", "zerkratzt", "aufgeritzt", "verletzt", "schneide", "ritze", "verbrenne"],
    body: ["(?:die|den|das|meine|meinen|mein|mir die|mir den) (?:arme?|handgelenke?|beine?|oberschenkel|haut|bauch|pulsadern)"],
    purpose: ["absichtlich", "mit absicht", "extra", "um mich zu bestrafen"],
  },
  overdose: {
    take: ["genommen", "geschluckt", "eingenommen", "nehme", "schlucke"],
    qty: ["zehn", "funfzehn", "zwanzig", "dreisig", "vierzig", "funfzig", "hundert", "alle", "alle meine", "die ganze", "eine ganze", "ganze", "\\d{2,}", "viele", "zu viele", "auf einmal"],
    drug: ["tabletten", "pillen", "schlaftabletten", "medikamente", "antidepressiva", "packung", "packung %w"],
  },
  abusers: {
    person: ["(?:mein|meine|der|die) (?:vater|mutter|papa|mama|mann|freund|freundin|partner|stiefvater|stiefmutter|bruder|onkel|frau|ex)"],
    violence: ["schlagt mich", "verprugelt mich", "wurgt mich", "tritt mich", "vergewaltigt mich", "fasst mich an", "bedroht mich", "sperrt mich ein", "hat mich (?:geschlagen|verprugelt|gewurgt|vergewaltigt|getreten)"],
  },
  self_harm: [
    // Into a river or lake "and not come out again", in Swiss and southern dialect.
    "(?:(?:gahn|gang|geh|gehe|ga) (?:i|ich)|(?:i|ich) (?:gahn|gang|geh|gehe|ga)) ~ (?:aare|limmat|rhein|rhy|donau|inn|see|fluss|wasser) ~ (?:chume|kumm|kimm|komm|komme) (?:nicht mehr|nie mehr|nie wieder) (?:use|raus|ausse|zruck|zrugg|zuruck)",
    "abschiedsbrief%s ~ (?:an alle|an (?:meine|fur meine) (?:familie|eltern|kinder|mutter|freunde|frau|schwester)|fur alle)", 
    "(?:keine|keinen) (?:lust|kraft|sinn|grund|willen) (?:mehr |)(?:zu leben|zum leben|im leben|weiterzuleben)", "(?:sehe|habe) keinen sinn mehr (?:im leben|zu leben)",
    `${WANT} (?:nur |einfach |)(?:sterben|tot sein|mich umbringen|mich toten|nicht mehr leben|nicht mehr aufwachen|nie wieder aufwachen|fur immer verschwinden|fur immer schlafen|nicht mehr da sein|nicht mehr existieren|mir das leben nehmen|mit allem schluss machen)`,
    "ich (?:bring|werde) mich (?:jetzt |heute |einfach |)(?:um|umbringen)", "mich umbringen|mir das leben nehmen|mir (?:was|etwas) antun|selbstmord begehen",
    "(?:denke|dachte|denk|gedanken) ~ (?:an|uber) (?:selbstmord|suizid)", "(?:bin|fuhle mich|werde|wieder|total|sehr|echt|so) suizidal",
    "(?:habe|hatte|wieder|standig|oft) (?:selbstmordgedanken|suizidgedanken|suizidale gedanken)",
    "ohne mich (?:besser dran|besser|glucklicher)", "besser (?:wenn|wen) ich nicht mehr (?:da|am leben|hier) (?:ware|bin|sein)",
    "(?:sammle|sammel|horte|bunker%s) (?:meine |)(?:tabletten|pillen|medikamente|schlaftabletten)", "(?:keiner|niemand) (?:wurde|wird) mich (?:vermissen|merken)", "nicht mehr lange (?:da|hier|am leben|ertragen|mitmachen)", "(?:bin|fuhle mich wie) ~ (?:eine last|ein klotz am bein)",
    "kein grund (?:mehr |)(?:zu leben|weiterzuleben)", "(?:das |mein |)leben (?:hat|macht) keinen sinn (?:mehr|)", "nicht mehr leben (?:will|mochte)",
    "(?:einschlafen|schlafen) und (?:nie|nicht) (?:wieder|mehr) aufwachen",
    "(?:ritze|ritz|ritzen|geritzt|schneide) mich|mich (?:ritzen|geritzt)|selbstverletz%s|mir (?:weh tun|wehtun|schaden) (?:will|mochte)",
    "(?:schon |)abschiedsbrief%s (?:geschrieben|verfasst|hinterlassen)|(?:schreibe|schrieb) (?:einen |meine |)abschiedsbrief%s",
    "(?:springen|springe|spring|mich werfen|mich sturzen|mich vor) ~ (?:von|vor) (?:der|die|den|einer|einem|eine|dem) (?:brucke|dach|hochhaus|zug|bahn|u bahn|klippe)|vor den zug",
    `wie viele ${PILLS} ~ (?:todlich|sterben|um zu sterben|nicht mehr aufzuwachen)`, "(?:todliche|letale) dosis",
    "verschenke (?:all |)meine sachen", "(?:will|mochte) sich (?:umbringen|das leben nehmen|was antun|etwas antun|toten)",
  ],
  direct: [
    "(?:will|werde|mochte|muss|plane|vor) ~ (?:mich umbringen|mich toten|selbstmord begehen|suizid begehen|mir das leben nehmen)",
    "(?:(?:ich |i |)(?:bringe|bring)|(?:bringe|bring) (?:ich|i)) (?:mich|mi) ~ um(?! (?:den|die|das|meinen|meine|mein|zu|vor))",
    "(?:selbstmord|suizid) (?:ist|is) (?:die |meine |)einzige (?:option|losung|ausweg)",
    "ich (?:nehme|nehm) mir ~ das leben",
    "(?:aufhoren zu essen|nichts mehr essen|hungern) (?:%w |)bis ich (?:verschwinde|sterbe|weg bin|tot bin)",
  ],
  harm_to_others: [
    "(?:will|werde|mochte|wurde) (?:ihn|sie|jemanden|alle|meinen %w|meine %w) (?:umbringen|toten|abstechen|erschiessen|erwurgen|verletzen|kaltmachen)", "(?:bring|bringe) (?:ihn|sie) um",
  ],
  abuse: [
    `${PERSON} (?:schlagt|schlug|verprugelt|wurgt|wurgte|vergewaltigt|missbraucht|tritt|bedroht) mich`,
    `${PERSON} hat mich (?:geschlagen|verprugelt|gewurgt|vergewaltigt|missbraucht|getreten|bedroht)`,
    `${PERSON} (?:fasst|fasste|begrapscht|betatscht) mich`,
    "(?:droht|drohte|hat gedroht) (?:mich umzubringen|mir)", "angst (?:nach hause zu gehen|vor meinem (?:vater|mann|freund|stiefvater))", "hausliche gewalt",
  ],
  medical_emergency: ["(?:atmet nicht mehr|atmet nicht|reagiert nicht mehr|ist bewusstlos|wacht nicht auf)", "lippen (?:sind |)(?:blau|lila)", "(?:umgekippt|zusammengebrochen|ohnmachtig|bewusstlos) ~ ~ (?:atmet nicht|reagiert nicht)", 
    `(?:alle|alle meine|die ganze packung|eine ganze packung|\\d{2,}|viele|zu viele) ${PILLS} (?:geschluckt|genommen|eingenommen)`, "uberdosis (?:genommen|habe)",
    "(?:bekomme|krieg|kriege|kann) (?:keine|kaum|nicht) (?:luft|atmen)", "(?:schmerzen|druck|stechen) in der brust|brustschmerzen",
    "(?:habe|glaube ich habe|bekomme) (?:einen |)(?:herzinfarkt|schlaganfall)", "atmet nicht (?:mehr|)|bewusstlos|krampfanfall|reagiert nicht mehr",
    "(?:bleiche|gift|rattengift|abflussreiniger) (?:getrunken|geschluckt)", "blute (?:stark|sehr|viel)|hort nicht auf zu bluten",
  ],
  weak: {
    hopeless: ["keine zukunft", "(?:ich bin|bin) (?:nur |)eine last", "hat (?:alles |)keinen sinn mehr", "(?:alles|das leben|mein leben) (?:ist |)sinnlos", "(?:kann|schaff) (?:nicht|das nicht) mehr", "hat (?:alles |)keinen sinn", "alles ist sinnlos", "keinen ausweg", "hasse mein leben|hasse mich", "fuhle mich (?:leer|wertlos|nutzlos)"],
    escape: ["verschwinden", "will dass (?:es|alles) aufhort"],
    method: ["(?:habe|hab|gekauft|besorgt) ~ (?:strick|seil|waffe|pistole|klinge|rasierklinge)", "(?:tabletten|pillen) ~ (?:gesammelt|gehortet|gebunkert)", "(?:tabletten|pillen|strick|seil|waffe|pistole|messer|klinge) ~ (?:liegen|liegt|sind|ist) ~ (?:bereit|parat)", "hochste brucke", "waffe ~ (?:schrank|zuhause|im haus|geladen)", "(?:strick|seil|waffe) (?:gekauft|kaufen)", "fur einen freund"],
    farewell: ["(?:verschenke|verschenkt|habe verschenkt|gebe) (?:alle |all |)meine (?:sachen|spiele|bucher|klamotten)", "(?:habe mich|mich) von allen verabschiedet", "kummert euch um meine? (?:katze|hund|kinder)", "das ist ein abschied|lebt wohl", "danke fur alles ~ tschuss"],
    intent: ["heute nacht (?:ist es soweit|passiert es)", "(?:niemand|keiner) (?:soll|kann|wird) mich aufhalten", "ich habe einen plan"],
  },
};
