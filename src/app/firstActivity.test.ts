import { afterEach, describe, expect, it, vi } from "vitest";
import { startAtFirstActivity } from "./firstActivity";

function page() {
  document.body.innerHTML = `<div id="root"><a href="/es"><span>Inicio</span></a><button type="button">More</button><select><option value="en">English</option><option value="de">Deutsch</option></select><p>Text</p></div><a id="outside" href="/x">x</a>`;
  return document.getElementById("root")!;
}
const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
};

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe("a prerendered page starts the app at the visitor's first activity", () => {
  it("starts nothing while the page is only read, and starts once at the first pointer, key or focus", () => {
    const root = page();
    const start = vi.fn();
    stops.push(startAtFirstActivity(root, start).replay);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerover"));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    root.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts when the address moves in the history, which only the app can show", () => {
    const start = vi.fn();
    stops.push(startAtFirstActivity(page(), start).replay);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("holds a click on a link until the app runs, then clicks it again in the app", () => {
    const root = page();
    const start = vi.fn();
    const { replay } = startAtFirstActivity(root, start);
    stops.push(replay);
    const early = click(root.querySelector("span")!);
    expect(early.defaultPrevented).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);

    const seen: string[] = [];
    root.addEventListener("click", (e) => {
      seen.push((e.target as Element).tagName);
      e.preventDefault();
    });
    replay();
    expect(seen).toEqual(["SPAN"]);
    // Once running, clicks are the app's again.
    expect(click(root.querySelector("a")!).defaultPrevented).toBe(true);
    expect(seen).toEqual(["SPAN", "A"]);
  });

  it("does again a button press and a language choice, in order", () => {
    const root = page();
    const { replay } = startAtFirstActivity(root, vi.fn());
    stops.push(replay);
    const select = root.querySelector("select")!;
    click(root.querySelector("button")!);
    select.value = "de";
    select.dispatchEvent(new Event("change", { bubbles: true }));

    const seen: string[] = [];
    root.addEventListener("click", (e) => seen.push(`click ${(e.target as Element).tagName}`));
    root.addEventListener("change", (e) => seen.push(`change ${(e.target as HTMLSelectElement).value}`));
    replay();
    expect(seen).toEqual(["click BUTTON", "change de"]);
  });

  it("leaves to the browser a click that opens a new tab, text clicks, and links outside the page", () => {
    const root = page();
    const { replay } = startAtFirstActivity(root, vi.fn());
    stops.push(replay);
    // What reaches the browser's own handling (stopped here: the test environment cannot navigate).
    const leftToBrowser: boolean[] = [];
    const toBrowser = (e: Event) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener("click", toBrowser);
    stops.push(() => document.removeEventListener("click", toBrowser));
    click(root.querySelector("a")!, { ctrlKey: true });
    click(root.querySelector("p")!);
    click(document.getElementById("outside")!);
    expect(leftToBrowser).toEqual([true, true, true]);
    const seen: string[] = [];
    root.addEventListener("click", () => seen.push("click"));
    replay();
    expect(seen).toEqual([]);
  });
});
