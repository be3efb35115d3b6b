// Traditional -> simplified for the characters the Chinese patterns use, so users in
// Taiwan and Hong Kong are screened by the same patterns.
const PAIRS =
  "殺杀們们沒没為为會会覺觉來来絕绝藥药書书遺遗經经這这個个過过對对氣气開开結结說说讓让麼么還还傷伤別别後后" +
  "應应該该緊紧樓楼難难幫帮與与滅灭嗎吗電电話话親亲愛爱媽妈罵骂強强點点無无離离盡尽負负擔担時时間间頭头" +
  "體体熱热餓饿尷尴隊队進进見见裡里裏里終终斷断繩绳燒烧劑剂號号護护車车脫脱邊边聽听處处總总樣样喚唤" +
  "錢钱讀读寫写給给劃划腦脑壓压倆俩嚇吓種种兒儿實实沒没夠够務务槍枪揍揍傳传處处憂忧鬱郁癥症壞坏乾干" +
  "淨净變变麗丽學学長长殘残廢废暈晕瘋疯聲声歲岁裝装脅胁辦办們们飲饮滾滚網网視视臟脏爺爷這这兇凶醫医";

const MAP: Map<string, string> = new Map();
for (let i = 0; i + 1 < PAIRS.length; i += 2) MAP.set(PAIRS[i], PAIRS[i + 1]);
const TRADITIONAL = new RegExp(`[${[...MAP.keys()].join("")}]`, "g");

export function toSimplified(s: string): string {
  return s.replace(TRADITIONAL, (c) => MAP.get(c) ?? c);
}
