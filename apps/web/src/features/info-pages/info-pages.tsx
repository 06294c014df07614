// The short public pages behind the footer links.
import { Link } from "react-router";
import { InfoPage } from "./info-page.tsx";

export function PricingPage() {
  return (
    <InfoPage title="Pricing" intro="Hireable is free while we are in early access. Every feature is included.">
      <section>
        <h2>Free</h2>
        <ul>
          <li>Unlimited resume analyses with evidence for every score</li>
          <li>Job matching against any posting</li>
          <li>Resume builder with PDF and DOCX export</li>
          <li>Cover letters written from your own facts</li>
        </ul>
      </section>
      <p>
        Ready?{" "}
        <Link className="text-brand-700 underline" to="/signup">
          Create your account
        </Link>
        .
      </p>
    </InfoPage>
  );
}

export function AboutPage() {
  return (
    <InfoPage title="About Hireable" intro="We help job seekers get interviews with feedback they can check.">
      <p>
        Most resume checkers give a number and a list of generic tips. Hireable shows the line of your resume behind
        every score, matches requirements rather than words, and never invents a fact about you.
      </p>
      <p>Skills are recognised with the ESCO and O*NET taxonomies (CC BY 4.0).</p>
    </InfoPage>
  );
}

export function ContactPage() {
  return (
    <InfoPage title="Contact" intro="Questions, bugs or ideas — we read everything.">
      <p>
        Write to{" "}
        <a className="text-brand-700 underline" href="mailto:support@hireable.example">
          support@hireable.example
        </a>
        . We answer within two working days.
      </p>
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy" intro="What we store, for how long, and how to delete it.">
      <section>
        <h2>What we store</h2>
        <ul>
          <li>Your account: name, email and a hashed password (never the password itself).</li>
          <li>Resumes you upload (the original file and the text we read from it) and their analyses.</li>
          <li>Job descriptions you match against and the match results.</li>
          <li>Resumes you build and cover letters you generate.</li>
        </ul>
      </section>
      <section>
        <h2>How long</h2>
        <p>
          Resumes analysed without an account are reachable only through their unguessable link and are deleted after 24
          hours. Everything in your account is kept until you delete it.
        </p>
      </section>
      <section>
        <h2>How to delete it</h2>
        <p>
          Delete single documents in My Documents, or everything at once in Settings → Delete account: your account and
          every document in it are removed immediately.
        </p>
      </section>
      <section>
        <h2>Who sees it</h2>
        <p>Only you. Documents are scoped to your account; we do not sell or share your data.</p>
      </section>
    </InfoPage>
  );
}

export function TermsPage() {
  return (
    <InfoPage title="Terms of use" intro="The short version: use Hireable to improve your own job applications.">
      <ul>
        <li>Upload only documents you have the right to use.</li>
        <li>Scores and suggestions are guidance, not a guarantee of interviews or offers.</li>
        <li>Do not attempt to access other people's documents or overload the service.</li>
        <li>You can stop using Hireable and delete your data at any time.</li>
      </ul>
    </InfoPage>
  );
}
