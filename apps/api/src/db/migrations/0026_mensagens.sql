-- Chat with drivers (issue 20): filled by the mensagens part. SELECT 1 keeps the migrator happy until then.
SELECT 1;
