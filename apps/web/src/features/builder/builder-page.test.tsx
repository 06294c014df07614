import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/app/auth-context.tsx";
import { BuilderPage } from "./builder-page.tsx";

function renderBuilder() {
  const router = createMemoryRouter([{ path: "/builder", element: <BuilderPage /> }], {
    initialEntries: ["/builder"],
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const tab = (name: string) => userEvent.click(screen.getByRole("tab", { name }));
const card = (name: string) => within(screen.getByRole("region", { name }));

afterEach(() => vi.unstubAllGlobals());

describe("BuilderPage", () => {
  it("asks for the required fields without calling the server", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    renderBuilder();
    await userEvent.click(screen.getByRole("button", { name: "Generate Resume" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please fill in required fields (Name, Email, first Experience, first Education, first Skill set).",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("walks the tabs with Previous and Next, with no Next on the last tab", async () => {
    renderBuilder();
    expect(screen.queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next: Summary" }));
    expect(screen.getByLabelText("Professional Summary")).toHaveAttribute("rows", "6");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByLabelText("Full Name")).toBeInTheDocument();
    await tab("Certifications");
    expect(screen.getByRole("button", { name: "Previous" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Next/ })).not.toBeInTheDocument();
  });

  it("fills the example data and reaches 100 %", async () => {
    renderBuilder();
    expect(screen.getByTestId("completion-badge")).toHaveTextContent("0%");
    await userEvent.click(screen.getByRole("button", { name: "Fill with Example Data" }));
    expect(screen.getByTestId("completion-badge")).toHaveTextContent("100%");
    expect(screen.getByLabelText("Full Name")).toHaveValue("Jordan Rivera");
  });

  it("keeps a newline being typed in a one-per-line list and stores trimmed items", async () => {
    renderBuilder();
    await tab("Skills");
    const items = card("Skill Category 1").getByLabelText("Skills (one per line)");
    await userEvent.type(items, " React {enter}");
    expect(items).toHaveValue(" React \n");
    await userEvent.type(items, "{enter}Node.js");
    expect(items).toHaveValue(" React \n\nNode.js");
    expect(card("Skill Category 1").getByText("Complete")).toBeInTheDocument();
  });

  it("adds and removes skill categories, Remove removing the whole category", async () => {
    renderBuilder();
    await tab("Skills");
    expect(screen.queryByRole("button", { name: /Remove Skill Category/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Skill Category" }));
    expect(card("Skill Category 2").getByLabelText("Category Name")).toHaveValue("New Category");
    await userEvent.type(card("Skill Category 2").getByLabelText("Skills (one per line)"), "Docker");
    await userEvent.click(screen.getByRole("button", { name: "Remove Skill Category 1" }));
    expect(screen.queryByRole("region", { name: "Skill Category 2" })).not.toBeInTheDocument();
    expect(card("Skill Category 1").getByLabelText("Category Name")).toHaveValue("New Category");
    expect(card("Skill Category 1").getByLabelText("Skills (one per line)")).toHaveValue("Docker");
  });

  it("adds responsibilities with Enter or Add, trimmed, and removes them", async () => {
    renderBuilder();
    await tab("Experience");
    const experience = card("Experience 1");
    expect(experience.getByText("Required")).toBeInTheDocument();
    const input = experience.getByLabelText("Responsibilities and achievements");
    await userEvent.type(input, "  Led a team of 5  {enter}");
    expect(input).toHaveValue("");
    await userEvent.type(input, "   {enter}");
    await userEvent.type(input, "Cut costs by 20%");
    await userEvent.click(experience.getByRole("button", { name: "Add" }));
    expect(experience.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Led a team of 5",
      "Cut costs by 20%",
    ]);
    await userEvent.click(experience.getByRole("button", { name: "Remove responsibility: Led a team of 5" }));
    expect(experience.getAllByRole("listitem")).toHaveLength(1);
  });

  it("generates, shows the text, downloads through a signed link and goes back to editing", async () => {
    let answerGenerate: (response: Response) => void = () => {};
    const fetchSpy = vi.fn((url: string) => {
      if (url === "/api/builder/generate") return new Promise<Response>((resolve) => (answerGenerate = resolve));
      const link = { url: "/api/builder/download/gen-1?format=pdf&paper=a4&signature=s", expiresAt: { _seconds: 1 } };
      return Promise.resolve(new Response(JSON.stringify(link), { status: 200 }));
    });
    vi.stubGlobal("fetch", fetchSpy);
    vi.stubGlobal("scrollTo", vi.fn());
    const newTab = { location: { href: "" }, opener: {}, close: vi.fn() };
    vi.stubGlobal(
      "open",
      vi.fn(() => newTab),
    );
    renderBuilder();
    await userEvent.click(screen.getByRole("button", { name: "Fill with Example Data" }));
    await userEvent.click(screen.getByRole("button", { name: "Generate Resume" }));
    expect(screen.getByRole("button", { name: "Generating..." })).toBeDisabled();

    const result = {
      generatedText: "JORDAN RIVERA",
      generatedResumeId: "gen-1",
      message: "Resume generated successfully!",
    };
    answerGenerate(new Response(JSON.stringify(result), { status: 201 }));
    expect(await screen.findByLabelText("Generated resume text")).toHaveValue("JORDAN RIVERA");
    expect(screen.queryByTestId("completion-badge")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "A4" }));
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(window.open).toHaveBeenCalledWith("", "_blank");
    await vi.waitFor(() =>
      expect(newTab.location.href).toBe(
        `${window.location.origin}/api/builder/download/gen-1?format=pdf&paper=a4&signature=s`,
      ),
    );
    expect(newTab.opener).toBeNull();
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === "/api/builder/download-links/gen-1") as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual({ format: "pdf", paper: "a4" });

    await userEvent.click(screen.getByRole("button", { name: "Edit Information" }));
    expect(screen.getByLabelText("Full Name")).toHaveValue("Jordan Rivera");
    expect(screen.getByText("Generate your resume to see download options")).toBeInTheDocument();
  });

  it("closes the opened tab when the download link cannot be made", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/builder/generate"
          ? new Response(JSON.stringify({ generatedText: "T", generatedResumeId: "gen-2", message: "" }), {
              status: 201,
            })
          : new Response(JSON.stringify({ message: "This resume no longer exists." }), { status: 404 }),
      ),
    );
    vi.stubGlobal("scrollTo", vi.fn());
    const newTab = { location: { href: "" }, opener: null, close: vi.fn() };
    vi.stubGlobal(
      "open",
      vi.fn(() => newTab),
    );
    renderBuilder();
    await userEvent.click(screen.getByRole("button", { name: "Fill with Example Data" }));
    await userEvent.click(screen.getByRole("button", { name: "Generate Resume" }));
    await userEvent.click(await screen.findByRole("button", { name: "Download DOCX" }));
    await vi.waitFor(() => expect(newTab.close).toHaveBeenCalled());
    expect(newTab.location.href).toBe("");
  });

  it("restores the draft after a reload", async () => {
    const first = renderBuilder();
    await userEvent.type(screen.getByLabelText("Full Name"), "Ada Lovelace");
    first.unmount();
    renderBuilder();
    expect(screen.getByLabelText("Full Name")).toHaveValue("Ada Lovelace");
  });
});
