"""run_metrics (a controller submission's declared metrics, per scenario, from its result),
leaderboards (a class's open boards) and class_pseudonyms (a learner's name on their class's boards)

Submissions graded before this revision have no metrics rows: they reach a leaderboard once
regraded or submitted again.

Revision ID: 0013
Revises: 0012
"""
from alembic import op
import sqlalchemy as sa


revision = '0013'
down_revision = '0012'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('run_metrics',
    sa.Column('submission_id', sa.Integer(), nullable=False),
    sa.Column('case_index', sa.Integer(), nullable=False),
    sa.Column('metric_id', sa.String(length=40), nullable=False),
    sa.Column('value', sa.Float(), nullable=True),
    sa.ForeignKeyConstraint(['submission_id'], ['submissions.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('submission_id', 'case_index', 'metric_id')
    )
    op.create_table('leaderboards',
    sa.Column('class_id', sa.Integer(), nullable=False),
    sa.Column('problem_id', sa.Integer(), nullable=False),
    sa.Column('opened_by', sa.Integer(), nullable=True),
    sa.Column('opened_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['class_id'], ['classes.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['opened_by'], ['users.id'], ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['problem_id'], ['problems.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('class_id', 'problem_id')
    )
    op.create_table('class_pseudonyms',
    sa.Column('class_id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.ForeignKeyConstraint(['class_id'], ['classes.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('class_id', 'user_id'),
    sa.UniqueConstraint('class_id', 'name', name='uq_class_pseudonyms_name')
    )


def downgrade() -> None:
    op.drop_table('class_pseudonyms')
    op.drop_table('leaderboards')
    op.drop_table('run_metrics')
