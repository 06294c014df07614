// A form loaded from elsewhere (a draft, an uploaded resume, a generated resume) may hold empty lists; the builder
// always shows at least one experience, education and skill category, because the first of each is required.
import {
  blankEducation,
  blankExperience,
  blankSkillCategory,
  DEFAULT_SKILL_CATEGORY,
  type ResumeForm,
} from "@hireable/contracts";

export function withRequiredEntries(form: ResumeForm): ResumeForm {
  return {
    ...form,
    experience: form.experience.length > 0 ? form.experience : [blankExperience()],
    education: form.education.length > 0 ? form.education : [blankEducation()],
    skills: form.skills.length > 0 ? form.skills : [blankSkillCategory(DEFAULT_SKILL_CATEGORY)],
  };
}
