import { ArrowRightIcon, BarChart3Icon, CheckCircle2Icon, DownloadIcon, QuoteIcon, UploadIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { useAuth } from "@/app/auth-context.tsx";
import { useSignInDialog } from "@/components/layout/sign-in-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";

const STEPS = [
  {
    icon: UploadIcon,
    title: "Upload Resume",
    text: "Drop a PDF or DOCX. We read it the way an applicant tracking system does.",
  },
  {
    icon: BarChart3Icon,
    title: "AI Analysis",
    text: "Scores for formatting, content, keywords and impact — each pointing at the line it judged.",
  },
  {
    icon: DownloadIcon,
    title: "Optimize & Download",
    text: "Fix what matters most, match it to a posting, and export a clean PDF or DOCX.",
  },
];

const CLAIMS = [
  { value: "94%", label: "ATS pass rate" },
  { value: "3x", label: "more interviews" },
  { value: "10k+", label: "users" },
];

// Illustrative testimonials (SPEC §1: placeholder content), labelled as such on the page.
const TESTIMONIALS = [
  {
    quote: "I finally understood why my applications went nowhere: every suggestion quoted my own bullet.",
    who: "Product designer",
  },
  {
    quote: "The job match told me exactly which required skills I had but never showed. Two interviews that week.",
    who: "Backend engineer",
  },
  {
    quote: "Built a clean one-page resume in twenty minutes and it parsed perfectly everywhere.",
    who: "Recent graduate",
  },
];

export function LandingPage() {
  const { status } = useAuth();
  const { requireSignIn } = useSignInDialog();
  const navigate = useNavigate();
  const startOptimizing = () => (status === "signed-in" ? navigate("/dashboard") : requireSignIn("/dashboard"));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <CheckCircle2Icon className="size-3.5" /> Evidence for every score
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Get past the résumé filter and into the interview
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Hireable reads your resume, tells you exactly what to fix and why, matches it to the job you want, and
            writes a cover letter from your own facts.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={startOptimizing}>
              Start Optimizing <ArrowRightIcon />
            </Button>
            <Button size="lg" variant="outline" onClick={() => navigate("/analyze")}>
              Analyze a resume without an account
            </Button>
          </div>
          <dl className="mx-auto mt-12 grid max-w-2xl grid-cols-3 gap-4">
            {CLAIMS.map((claim) => (
              <div key={claim.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <dt className="text-xs text-slate-500 sm:text-sm">{claim.label}</dt>
                <dd className="text-2xl font-bold text-brand-700 sm:text-3xl">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="text-center text-3xl font-bold text-slate-900">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-white">
                  <step.icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-white py-16" aria-labelledby="testimonials">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="testimonials" className="text-center text-3xl font-bold text-slate-900">
            What job seekers say
          </h2>
          <p className="mt-2 text-center text-xs text-slate-500">
            Illustrative examples, not endorsements by real people.
          </p>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((t) => (
              <figure key={t.who} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <QuoteIcon className="size-5 text-brand-500" aria-hidden />
                <blockquote className="mt-3 text-slate-700">{t.quote}</blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-slate-900">— {t.who}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <div className="rounded-3xl bg-brand-600 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold">Your next interview starts with one upload</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            See what an ATS sees, fix it in minutes, and apply with confidence.
          </p>
          <Button size="lg" variant="secondary" className="mt-8" onClick={startOptimizing}>
            Start Optimizing <ArrowRightIcon />
          </Button>
        </div>
      </section>
    </>
  );
}
