import { describe, expect, test } from "vitest";
import { crisisScore, PATTERN_THRESHOLD } from "./classifier/model";
import { patternSignals, statesIntentToDie } from "./patterns";
import { screenText } from "./screen";

// Plain first-person statements of intent to take one's life, in the 13 languages. Each must be
// screened as self-harm whatever the classifier scores it: the first ten it scored 0.07 to 0.41.
const STATEMENTS: [lang: string, text: string][] = [
  ["ru", "Я хочу себя убить"],
  ["es", "me voy a matar"],
  ["ar", "سأنتحر"],
  ["ar", "بدي اقتل حالي"],
  ["ar", "قررت نقتل روحي"],
  ["ar", "بغيت نموت"],
  ["hi", "मैं खुद को मार डालना चाहता हूँ"],
  ["hi", "मैं आत्महत्या करना चाहती हूँ"],
  ["hi", "मैं अपनी जान ले लूंगा"],
  ["ja", "自分を殺したい"],
  ["en", "I want to kill myself"],
  ["en", "im going to end my life tonight"],
  ["en", "honestly im suicidal"],
  ["en", "i've decided to take my own life"],
  ["en", "gonna kms"],
  ["es", "quiero suicidarme"],
  ["es", "me quiero quitar la vida"],
  ["es", "ya decidí matarme"],
  ["es", "voy a quitarme la vida este finde"],
  ["fr", "je veux me tuer"],
  ["fr", "je vais me suicider ce soir"],
  ["fr", "j'ai envie de mettre fin à mes jours"],
  ["fr", "je vais me foutre en l'air"],
  ["de", "ich will mich umbringen"],
  ["de", "Ich bring mich heute Nacht um"],
  ["de", "ich werde mir das Leben nehmen"],
  ["de", "ich möchte Selbstmord begehen"],
  ["it", "voglio uccidermi"],
  ["it", "mi ammazzo stasera"],
  ["it", "voglio farla finita"],
  ["it", "mi voglio togliere la vita"],
  ["pt", "vou me matar"],
  ["pt", "quero me suicidar"],
  ["pt", "vou tirar minha própria vida"],
  ["pt", "decidi acabar com a minha vida"],
  ["ru", "я покончу с собой"],
  ["ru", "хочу покончить с собой"],
  ["ru", "я решила уйти из жизни"],
  ["zh", "我想自杀"],
  ["zh", "我要结束自己的生命"],
  ["zh", "我打算杀了自己"],
  ["zh", "我想自殺"],
  ["ja", "自殺したい"],
  ["ja", "今夜命を絶つつもり"],
  ["ar", "اريد ان انتحر"],
  ["ar", "هقتل نفسي"],
  ["ar", "قررت انهي حياتي"],
  ["hi", "main suicide karna chahta hu"],
  ["hi", "khud ko maar dunga aaj"],
  ["hi", "मैं आत्महत्या कर लूँगी"],
  ["ro", "vreau să mă sinucid"],
  ["ro", "o să mă omor"],
  ["ro", "mă voi sinucide"],
  ["ro", "vreau să-mi iau viața"],
  ["sw", "nataka kujiua"],
  ["sw", "nitajiua leo"],
  ["sw", "nimeamua kujinyonga"],
  ["sw", "nataka kukatisha maisha yangu"],
  ["en", "honestly suicide feels like the only way out"],
  ["en", "im ending my life tomorrow"],
  ["es", "esta noche me suicido"],
  ["es", "matarme es la única salida"],
  ["fr", "demain je me tue"],
  ["fr", "le suicide c'est la seule solution"],
  ["de", "i bring mi um, morgen"],
  ["de", "morgen bring ich mich um"],
  ["it", "ho intenzione di porre fine alla mia vita"],
  ["it", "mi uccido e basta"],
  ["pt", "hoje eu me mato"],
  ["pt", "o suicídio é a única saída"],
  ["ru", "сегодня самоубийство. всё решено"],
  ["ru", "суицид мой единственный выход"],
  ["zh", "今晚就自杀"],
  ["zh", "自杀是我唯一的出路"],
  ["ja", "もう自分殺したい"],
  ["ar", "داير اكتل نفسي"],
  ["ar", "بنتحر الليلة"],
  ["ar", "الانتحار هو الحل الوحيد"],
  ["hi", "ab suicide hi ek rasta hai"],
  ["hi", "आत्महत्या ही एक रास्ता है"],
  ["ro", "diseară mă sinucid"],
  ["ro", "sinuciderea e singura soluție"],
  ["sw", "nitajimaliza leo usiku"],
  ["sw", "kujiua ndio njia pekee"],
  ["hi", "दुकान डूबगी, सोचूं हूं आपणी जान दे दूं"],
  ["hi", "अब मैं अपनी जान दे दूंगी"],
  ["zh", "活着没意思，杀了我自己算了"],
  ["zh", "杀了自己得了，明天就动手"],
  ["sw", "nataka tu nijimalize, nimechoka"],
  ["sw", "bora nijiue kuliko kuendelea hivi"],
  ["ru", "брат, я серьёзно, убить себя хочу"],
  ["ru", "покончить с собой решила, всё"],
  ["ja", "熟慮の末、自ら命を絶つことにしました"],
  ["ja", "もう命を絶つと決めた"],
  ["en", "cannae dae this anymore. gonnae kill masel the night"],
  ["ar", "بنهي حياتي اليوم"],
  ["ru", "брат, я устал жить. хочу жизнь свою кончить"],
  ["hi", "करजा में डूब गए, सोच लओ है कि कल भुनसारे खेत में फांसी लगा लैहें"],
  ["hi", "कल रात फाँसी लगा लूँगी, बस"],
  ["hi", "ghar wale nahi samjhenge, aaj phansi laga lunga"],
  ["en", "i want to starve till i literally disappear"],
  ["fr", "je veux arrêter de manger jusqu'à disparaître complètement"],
  ["es", "quiero dejar de comer hasta desaparecer"],
  ["pt", "vou parar de comer até sumir"],
  ["it", "voglio smettere di mangiare fino a sparire"],
  ["de", "ich will hungern, bis ich verschwinde"],
];

// The same words where they mean no danger: a figure of speech, a negation, a story.
const NOT_STATEMENTS: [lang: string, text: string][] = [
  ["en", "I don't want to kill myself, I just want the pain to stop being so loud"],
  ["en", "the main character decides to kill himself in the last chapter"],
  ["es", "me voy a matar de risa con este video"],
  ["es", "no me voy a matar, tranquila"],
  ["fr", "je vais me tuer à la tâche avec ce projet"],
  ["de", "ich bringe mich um den Schlaf mit dieser Serie"],
  ["it", "mi ammazzo di lavoro questa settimana"],
  ["it", "voglio farla finita con lui, basta litigi"],
  ["pt", "vou me matar de rir com esse meme"],
  ["ru", "я не хочу убить себя, просто устала"],
  ["zh", "我不想自杀，只是很累"],
  ["ja", "自殺したいわけじゃない、ただ疲れた"],
  ["ar", "بموت فيك يا قلبي"],
  ["hi", "main suicide nahi karna chahta"],
  ["ro", "mă omor de râs"],
  ["sw", "sitaki kujiua, nimechoka tu"],
  ["ro", "acum patru ani am încercat să mă sinucid, azi sunt bine"],
  ["zh", "朋友说想轻生，我陪他去看了医生"],
  ["zh", "电脑风扇转得像要自杀一样"],
  ["ja", "兄が去年自殺しようとしたけど、今は元気です"],
  ["ar", "ماشي باغي نموت، غير عييت"],
  ["en", "I'm killing myself at the gym tomorrow, leg day"],
  ["hi", "suicide koi rasta nahi hai"],
  ["sw", "najimaliza kwa kazi hii"],
  ["de", "morgen bring ich mich um den Verstand mit der Steuererklärung"],
  ["hi", "तेरे लिए अपनी जान दे दूंगा"],
  ["zh", "他说杀了自己算了，我陪他去了医院"],
  ["zh", "别杀了自己算了这种话，我不爱听"],
  ["sw", "sitaki nijiue, nataka msaada"],
  ["ru", "убить себя не хочу, просто очень устала"],
  ["ja", "主人公は命を絶つことにしたが、最後に思いとどまる"],
  ["en", "am no gonnae kill masel, dinnae worry, just need a greet"],
  ["ar", "مش حنهي حياتي عشان واحد زيه"],
  ["ru", "не хочу жизнь свою кончить, хочу помощи"],
  ["hi", "किसान बोले कि कर्ज़ माफ़ न हुआ तो फांसी लगा लेंगे"],
  ["hi", "उपन्यास का किरदार फांसी लगा लूंगा कहता है"],
  ["hi", "फांसी नहीं लगा लूंगा, इतना कमज़ोर नहीं हूं"],
  ["en", "gonna stop eating until dinner, big lunch today"],
  ["en", "she starved until she disappeared, the book is so dark"],
  ["fr", "je vais arrêter de manger jusqu'à ce soir, j'ai trop mangé à midi"],
  ["es", "no voy a dejar de comer hasta desaparecer, estoy en tratamiento"],
  ["de", "bis ich verschwinde, dauert es noch, muss erst essen"],
];

describe("a plain statement of intent to take one's life is self-harm at any score", () => {
  test.each(STATEMENTS)("%s: %s", (_lang, text) => {
    expect(statesIntentToDie(text)).toBe(true);
    expect(screenText(text).categories).toContain("self_harm");
  });

  test("the classifier alone scores some of them below the band where patterns run", () => {
    const low = STATEMENTS.filter(([, text]) => crisisScore(text) < PATTERN_THRESHOLD);
    expect(low.length).toBeGreaterThan(0);
  });
});

test("wanting to kill oneself is not harm to others, with or without the particle", () => {
  for (const text of ["自分を殺したい", "自分殺したい"]) expect(patternSignals(text).categories).toEqual(["self_harm"]);
  expect(patternSignals("あいつを殺したい").categories).toEqual(["harm_to_others"]);
});

describe("the direct rules do not read figures of speech, negations or stories as intent", () => {
  test.each(NOT_STATEMENTS)("%s: %s", (_lang, text) => {
    expect(statesIntentToDie(text)).toBe(false);
  });
});
