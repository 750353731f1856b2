"""progress.first_submitted_at and failed_in_a_row, score_steps and mistake_tallies: what the
dashboard and the gradebook read instead of every submission; filled from the submissions so far

Revision ID: 0008
Revises: 0007
"""
from alembic import op
import sqlalchemy as sa


revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None

# Frozen copies of the rules in app.services.submissions, as of this revision.
STEPS = """
INSERT INTO score_steps (user_id, problem_id, submitted_at, score)
SELECT user_id, problem_id, created_at, score FROM (
  SELECT user_id, problem_id, created_at, score,
         MAX(score) OVER (PARTITION BY user_id, problem_id ORDER BY created_at, id
                          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_before
  FROM submissions WHERE status = 'graded' AND score IS NOT NULL) AS graded
WHERE best_before IS NULL OR score > best_before
"""
TALLIES = """
INSERT INTO mistake_tallies (user_id, problem_id, mistake_id, count, hint, last_submission_id)
SELECT user_id, problem_id, mistake_id, COUNT(*), MAX(hint), MAX(id) FROM submissions
WHERE status = 'graded' AND mistake_id IS NOT NULL GROUP BY user_id, problem_id, mistake_id
"""
FIRST = """
UPDATE progress SET first_submitted_at = (
  SELECT MIN(s.created_at) FROM submissions s WHERE s.user_id = progress.user_id
  AND s.problem_id = progress.problem_id AND s.status = 'graded')
"""
IN_A_ROW = """
UPDATE progress SET failed_in_a_row = (
  SELECT COUNT(*) FROM submissions s WHERE s.user_id = progress.user_id AND s.problem_id = progress.problem_id
  AND s.status = 'graded' AND (NOT progress.solved OR s.graded_at > (SELECT MAX(a.graded_at) FROM submissions a
  WHERE a.user_id = progress.user_id AND a.problem_id = progress.problem_id AND a.verdict = 'accepted')))
"""


def upgrade() -> None:
    with op.batch_alter_table('progress') as batch:
        batch.add_column(sa.Column('first_submitted_at', sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column('failed_in_a_row', sa.Integer(), nullable=False, server_default='0'))
    op.create_table('score_steps',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('problem_id', sa.Integer(), nullable=False),
    sa.Column('submitted_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('score', sa.Float(), nullable=False),
    sa.ForeignKeyConstraint(['problem_id'], ['problems.id'], ),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_index('ix_score_steps_user_problem', 'score_steps', ['user_id', 'problem_id', 'submitted_at'])
    op.create_table('mistake_tallies',
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('problem_id', sa.Integer(), nullable=False),
    sa.Column('mistake_id', sa.String(length=80), nullable=False),
    sa.Column('count', sa.Integer(), nullable=False),
    sa.Column('hint', sa.Text(), nullable=True),
    sa.Column('last_submission_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['problem_id'], ['problems.id'], ),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('user_id', 'problem_id', 'mistake_id')
    )
    for statement in (STEPS, TALLIES, FIRST, IN_A_ROW):
        op.execute(statement)


def downgrade() -> None:
    op.drop_table('mistake_tallies')
    op.drop_index('ix_score_steps_user_problem', table_name='score_steps')
    op.drop_table('score_steps')
    with op.batch_alter_table('progress') as batch:
        batch.drop_column('failed_in_a_row')
        batch.drop_column('first_submitted_at')
