-- Fills a fresh demo database so the small lists have pages of 20, as on the bench's data: 200 workspaces
-- (copies of org-acme, "Bench workspace N") and 100 programs ("Bench program N"). For postgraphile.mjs and
-- compare-builds.mjs on a demo database: psql "$BENCH_DATABASE_URL" -f bench/quick/small-lists.sql (after a first start).
DO $$
DECLARE cols text; sel text;
BEGIN
  SELECT string_agg(format('%I', column_name), ', ' ORDER BY ordinal_position),
         string_agg(CASE column_name WHEN 'id' THEN '''bench-org-'' || (n - 1)' WHEN 'name' THEN '''Bench workspace '' || n' WHEN 'referralCode' THEN '''bench'' || n' ELSE format('t.%I', column_name) END, ', ' ORDER BY ordinal_position)
    INTO cols, sel FROM information_schema.columns WHERE table_name = 'organizations' AND table_schema = 'public';
  EXECUTE format('INSERT INTO organizations (%s) SELECT %s FROM generate_series(1, 200) n CROSS JOIN (SELECT * FROM organizations WHERE id = ''org-acme'') t ON CONFLICT DO NOTHING', cols, sel);
  SELECT string_agg(format('%I', column_name), ', ' ORDER BY ordinal_position),
         string_agg(CASE column_name WHEN 'id' THEN '''bench-course-'' || (n - 1)' WHEN 'title' THEN '''Bench program '' || n' ELSE format('t.%I', column_name) END, ', ' ORDER BY ordinal_position)
    INTO cols, sel FROM information_schema.columns WHERE table_name = 'courses' AND table_schema = 'public';
  EXECUTE format('INSERT INTO courses (%s) SELECT %s FROM generate_series(1, 100) n CROSS JOIN (SELECT * FROM courses ORDER BY id LIMIT 1) t ON CONFLICT DO NOTHING', cols, sel);
END $$;
ANALYZE organizations; ANALYZE courses;
SELECT (SELECT count(*) FROM organizations) AS organizations, (SELECT count(*) FROM courses) AS courses;
