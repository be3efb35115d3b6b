import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/** Adds `text` to the field labelled `label` in one input event, as pasting does (typing key by key is slow). */
export async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}
