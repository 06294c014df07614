import { z } from "zod";

/** SPEC §3 "Tip"; a tip without a category is shown as 'General Tip'. */
export const Tip = z.object({ id: z.string(), category: z.string().optional(), content: z.string() });
export type Tip = z.infer<typeof Tip>;
export const TipsResponse = z.object({ tips: z.array(Tip) });
export const DEFAULT_TIP_CATEGORY = "General Tip";
