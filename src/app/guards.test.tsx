import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { LOADING_VIEWER, SIGNED_OUT_VIEWER, type ViewerState } from "@/hooks/useViewer";
import { CurrentPath, TestProviders } from "@/testing/providers";
import { leaveOnPurpose } from "@/hooks/useSignOut";
import { guardDecision, RequireAuth } from "./guards";
import { signedInViewer as user } from "@/testing/viewers";

function renderProtected(path: string, viewer: ViewerState) {
  const tree = (v: ViewerState) => routesFor(path, v);
  const result = render(tree(viewer));
  return { ...result, update: (v: ViewerState) => result.rerender(tree(v)) };
}

function routesFor(path: string, viewer: ViewerState) {
  const pages = (
    <>
      <Route element={<RequireAuth />}>
        <Route path="home" element={<p>home screen</p>} />
      </Route>
      <Route index element={<CurrentPath />} />
      <Route path="email-intro" element={<CurrentPath />} />
      <Route path="auth" element={<CurrentPath />} />
      <Route path="auth/setup-password" element={<CurrentPath />} />
    </>
  );
  return (
    <MemoryRouter initialEntries={[path]}>
      <TestProviders viewer={viewer}>
        <Routes>
          <Route path="/">{pages}</Route>
          <Route path="/es">{pages}</Route>
        </Routes>
      </TestProviders>
    </MemoryRouter>
  );
}

describe("the login and password-set guards", () => {
  it("wait while the session is loading", () => {
    expect(guardDecision(LOADING_VIEWER)).toBe("wait");
    renderProtected("/home", LOADING_VIEWER);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByText("home screen")).toBeNull();
  });

  it("send a visitor to /email-intro", () => {
    expect(guardDecision(SIGNED_OUT_VIEWER)).toBe("toEmailIntro");
    renderProtected("/home", SIGNED_OUT_VIEWER);
    expect(screen.getByTestId("path")).toHaveTextContent("/email-intro");
  });

  it("keep the language prefix when they redirect", () => {
    renderProtected("/es/home", SIGNED_OUT_VIEWER);
    expect(screen.getByTestId("path")).toHaveTextContent("/es/email-intro");
  });

  it("send a signed-in user without a password to /auth/setup-password", () => {
    expect(guardDecision(user(false))).toBe("toSetupPassword");
    renderProtected("/es/home", user(false));
    expect(screen.getByTestId("path")).toHaveTextContent("/es/auth/setup-password");
  });

  it("let a user whose password is set through", () => {
    expect(guardDecision(user(true))).toBe("allow");
    renderProtected("/home", user(true));
    expect(screen.getByText("home screen")).toBeInTheDocument();
  });

  it("send someone who signs out from inside to the start page", async () => {
    const { update } = renderProtected("/es/home", user(true));
    let leave: () => void = () => {};
    const leaving = leaveOnPurpose(() => new Promise<void>((done) => (leave = done)));
    update(SIGNED_OUT_VIEWER);
    expect(screen.getByTestId("path")).toHaveTextContent(/^\/es$/);
    leave();
    await leaving;
  });

  it("send someone whose session ended while inside to sign in, saying it expired", () => {
    // Well after any sign-out in this tab.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60_000);
    try {
      const { update } = renderProtected("/es/home", user(true));
      update(SIGNED_OUT_VIEWER);
      expect(screen.getByTestId("path")).toHaveTextContent("/es/auth");
      expect(screen.getByText("Session Expired")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
