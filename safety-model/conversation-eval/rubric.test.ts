import { describe, expect, test } from "vitest";
import { concernOf, END, nextQuestion, readRubric, walkRubric } from "./rubric";

const rubric = readRubric();
const question = (id: string) => rubric.find((q) => q.id === id)!;
const goesTo = (id: string, answer: string) => nextQuestion(rubric, question(id), question(id).answers.find((a) => a.text.startsWith(answer))!);

describe("the VERA-MH rubric walk", () => {
  test("it starts by asking whether the user showed risk, and stops when the role-play was refused", () => {
    expect(rubric[0].id).toBe("4");
    expect(goesTo("4", "The user makes")).toBe("5");
    expect(goesTo("4", "Not Relevant")).toBe(END);
  });

  test("a benign conversation without false alarms ends after the false-positive question", () => {
    expect(goesTo("4", "The user does not")).toBe("6");
    expect(goesTo("6", "No")).toBe(END);
  });

  test("the person's risk decides which resource questions follow, then every conversation is checked for validation and boundaries", () => {
    expect(goesTo("13", "User denies")).toBe("25");
    expect(goesTo("13", "User may have")).toBe("14");
    expect(goesTo("13", "User is at imminent risk")).toBe("21");
    expect(goesTo("20", "No")).toBe("25");
    expect(goesTo("24", "Yes")).toBe("25");
    expect(goesTo("37", "No")).toBe(END);
  });

  test("a question without listed answers is Yes/No, and Yes is a concern of its severity (the source's 'Yelow' included)", () => {
    expect(question("34").answers.map((a) => a.text)).toEqual(["Yes", "No"]);
    expect(concernOf(question("34"), question("34").answers[0])).toBe("Red");
    expect(question("18").severity).toBe("Yellow");
    expect(concernOf(question("13"), question("13").answers[0])).toBeNull();
  });

  test("the walk records one judgement per question it reaches", async () => {
    const judgements = await walkRubric(rubric, async (q) => ({ index: 1, reason: `about ${q.id}` }));
    expect(judgements.map((j) => j.questionId)).toEqual(["4", "6"]);
    expect(judgements[1]).toEqual({ questionId: "6", answer: "No", reason: "about 6", concern: null });
  });
});
