import { Link } from "react-router";
import { Logo } from "./logo.tsx";

const PRODUCT_LINKS = [
  { label: "Analyze Resume", to: "/analyze" },
  { label: "Resume Builder", to: "/builder" },
  { label: "Job Match", to: "/job-match" },
  { label: "Pricing", to: "/pricing" },
];
const COMPANY_LINKS = [
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Privacy", to: "/privacy" },
  { label: "Terms", to: "/terms" },
];
const SOCIAL_LINKS = [
  { label: "LinkedIn", href: "https://www.linkedin.com" },
  { label: "GitHub", href: "https://github.com" },
  { label: "X", href: "https://x.com" },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-500">Evidence-based resume feedback that gets you interviews.</p>
        </div>
        <FooterColumn title="Product" links={PRODUCT_LINKS} />
        <FooterColumn title="Company" links={COMPANY_LINKS} />
        <div>
          <h2 className="mb-3 text-sm font-semibold text-slate-900">Connect</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a className="text-slate-600 hover:text-brand-700" href="mailto:support@hireable.example">
                support@hireable.example
              </a>
            </li>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  className="text-slate-600 hover:text-brand-700"
                  href={link.href}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Hireable. Skills data: ESCO (European Commission) and O*NET, CC BY 4.0.
      </p>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="text-slate-600 hover:text-brand-700" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
