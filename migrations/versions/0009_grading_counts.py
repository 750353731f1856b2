"""grading_counts: the totals and latency histogram /metrics serves, kept as results are recorded
instead of aggregated from every submission at each scrape; filled from the submissions so far

Revision ID: 0009
Revises: 0008
"""
from alembic import op
import sqlalchemy as sa


revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None

# Frozen copy of the rule in app.services.grading_counts, with the histogram's bounds (seconds) as
# of this revision: a final submission counted by status, verdict and the smallest bound its time
# from acceptance to result fits under.
BOUNDS_S = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
ELAPSED_S = {"sqlite": "(julianday(graded_at) - julianday(created_at)) * 86400.0",
             "postgresql": "EXTRACT(EPOCH FROM graded_at - created_at)"}
BACKFILL = """
INSERT INTO grading_counts (status, verdict, latency_le, results, latency_sum_s, retries)
SELECT status, verdict, latency_le, COUNT(*), COALESCE(SUM(elapsed_s), 0), SUM(retries) FROM (
  SELECT status, COALESCE(verdict, '') AS verdict,
         CASE WHEN graded_at IS NULL THEN '' {buckets} ELSE '+Inf' END AS latency_le,
         {elapsed} AS elapsed_s,
         CASE WHEN grading_attempts > 1 THEN grading_attempts - 1 ELSE 0 END AS retries
  FROM submissions WHERE status IN ('graded', 'ungradable', 'system_error')) AS final
GROUP BY status, verdict, latency_le
"""


def upgrade() -> None:
    op.create_table('grading_counts',
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('verdict', sa.String(length=16), nullable=False),
    sa.Column('latency_le', sa.String(length=16), nullable=False),
    sa.Column('results', sa.Integer(), nullable=False),
    sa.Column('latency_sum_s', sa.Float(), nullable=False),
    sa.Column('retries', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('status', 'verdict', 'latency_le')
    )
    elapsed = ELAPSED_S[op.get_bind().dialect.name]
    buckets = " ".join(f"WHEN {elapsed} <= {bound!r} THEN '{bound}'" for bound in BOUNDS_S)
    op.execute(BACKFILL.format(buckets=buckets, elapsed=elapsed))


def downgrade() -> None:
    op.drop_table('grading_counts')
