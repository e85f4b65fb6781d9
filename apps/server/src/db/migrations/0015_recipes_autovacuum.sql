-- Trending and ratings rewrite recipe rows; until VACUUM marks their pages all-visible again, the browse walks
-- (index-only scans) read those rows from the table too, which doubled a filtered page's cost on hearth_bench.
-- Vacuum recipes once ~2% of its rows changed rather than the default 20% (decision 0046).
ALTER TABLE "recipes" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
