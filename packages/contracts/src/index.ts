// The wire format shared by the server and the web app: zod schemas only.

export {
  APPLICATION_STATUSES,
  Application,
  ApplicationContact,
  ApplicationCreateRequest,
  ApplicationListResponse,
  ApplicationResponse,
  ApplicationStatus,
  ApplicationSummary,
  ApplicationUpdateRequest,
  applicationTitle,
  BOARD_COLUMNS,
  type BoardColumnId,
  boardColumnOf,
  furtherStage,
  ImportedPosting,
  MAX_APPLICATION_NOTES_CHARS,
  PostingImportRequest,
  STATUS_LABELS,
} from "./applications.ts";
export { type ApplicationsOverview, applicationsOverview } from "./applications-overview.ts";
export {
  AuthUser,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  PASSWORD_MIN_LENGTH,
  RefreshResponse,
  SignupRequest,
  SignupResponse,
} from "./auth.ts";
export {
  AtsCheckResponse,
  BUILDER_GENERATED_MESSAGE,
  BUILDER_REQUIRED_FIELDS_MESSAGE,
  BuilderDownloadLinkResponse,
  BuilderDownloadQuery,
  BuilderGenerateRequest,
  BuilderGenerateResponse,
  DocumentFormat,
  firstMissingRequiredPart,
  GeneratedResume,
  GeneratedResumeDetailResponse,
  GeneratedResumeListResponse,
  generatedResumeFileName,
  generatedResumeTitle,
  hasBuilderRequiredFields,
  MAX_BUILDER_FORM_CHARS,
  PAPER_SIZES,
  PaperSize,
} from "./builder.ts";
export { computeCompletion } from "./builder-completion.ts";
export {
  blankCertification,
  blankEducation,
  blankExperience,
  blankProject,
  blankSkillCategory,
  DEFAULT_SKILL_CATEGORY,
  emptyResumeForm,
  exampleResumeForm,
  NEW_SKILL_CATEGORY,
} from "./builder-form.ts";
export { ErrorResponse, RenameRequest, Timestamp, toTimestamp } from "./common.ts";
export {
  COVER_LETTER_MISSING_INPUT,
  COVER_LETTER_TEMPLATES,
  CoverLetterDetailResponse,
  CoverLetterListResponse,
  CoverLetterRequest,
  CoverLetterResponse,
  CoverLetterStreamEvent,
  CoverLetterTemplate,
  CoverLetterUpdateRequest,
  coverLetterFileName,
  SavedCoverLetter,
} from "./cover-letters.ts";
export { ACTIVITY_TYPES, ActivityItem, ActivityResponse, DashboardSummary, greetingFor } from "./dashboard.ts";
export {
  MAX_JOB_DESCRIPTION_CHARS,
  MatchAnalysis,
  MatchBreakdown,
  MatchByIdRequest,
  MatchResponse,
  type MatchTerm,
  matchHeadline,
  RequirementFact,
  ScorePart,
} from "./match.ts";
export { ParsedResume, ResumeForm } from "./parsed-resume.ts";
export {
  ACCEPTED_RESUME_EXTENSIONS,
  ACCEPTED_RESUME_MIME_TYPES,
  AnalysisResult,
  AnalyzeResponse,
  AtsField,
  AtsView,
  BulletRewrite,
  CategoryScores,
  Evidence,
  isAcceptedResumeFile,
  MAX_UPLOAD_MB,
  ResumeDetailResponse,
  ResumeIdParams,
  ResumeListItem,
  ResumeListResponse,
  SuggestionDetail,
  UploadResponse,
  UploadStreamEvent,
} from "./resumes.ts";
export { categoryLabel, matchBand } from "./score-labels.ts";
export { DEFAULT_TIP_CATEGORY, Tip, TipsResponse } from "./tips.ts";
export { LETTER_STREAM_TYPE, RewritesResponse, WritingEngineResponse, WrittenBy } from "./writing.ts";
