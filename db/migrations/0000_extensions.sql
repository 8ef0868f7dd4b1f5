-- Trigram indexes for name search need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
