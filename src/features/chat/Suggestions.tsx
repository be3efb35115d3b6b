import { useIntl } from "react-intl";
import type { TopicId } from "@shared/topics";
import { exampleCount } from "./topics";

/** The topic's example questions as chips; picking one sends it. */
export function Suggestions({ topic, onPick, disabled }: { topic: TopicId; onPick: (text: string) => void; disabled: boolean }) {
  const intl = useIntl();
  const questions = Array.from({ length: exampleCount(topic) }, (_, i) =>
    intl.formatMessage({ id: `chat.examples.${topic}.${i + 1}` }),
  );
  return (
    <div className="ps-10">
      <p id="suggestions-label" className="mb-2 text-sm font-semibold text-stone-700 dark:text-stone-300">
        {intl.formatMessage({ id: "chat.suggestionsLabel" })}
      </p>
      <ul aria-labelledby="suggestions-label" className="flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(question)}
              className="rounded-full border border-amber-300 bg-white px-3.5 py-2 text-start text-sm text-stone-800 hover:bg-amber-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
