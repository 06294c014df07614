-- Uploaded PDFs and DOCX files are compressed already: storing them as they are skips a compression pass
-- that never pays off on every insert.
ALTER TABLE "resume" ALTER COLUMN "file_data" SET STORAGE EXTERNAL;
