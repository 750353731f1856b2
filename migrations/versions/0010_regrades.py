"""regrades and regrade_results: a problem's submissions graded again against a new version (or a
preview of it), each submission's grading claimed once, its earlier result kept

Revision ID: 0010
Revises: 0009
"""
from alembic import op
import sqlalchemy as sa


revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('regrades',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('problem_id', sa.Integer(), nullable=False),
    sa.Column('version', sa.String(length=32), nullable=False),
    sa.Column('dry_run', sa.Boolean(), nullable=False),
    sa.Column('sample', sa.Integer(), nullable=True),
    sa.Column('total', sa.Integer(), nullable=False),
    sa.Column('requested_by', sa.Integer(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['problem_id'], ['problems.id'], ),
    sa.ForeignKeyConstraint(['requested_by'], ['users.id'], ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_index(op.f('ix_regrades_problem_id'), 'regrades', ['problem_id'], unique=False)
    op.create_table('regrade_results',
    sa.Column('regrade_id', sa.Integer(), nullable=False),
    sa.Column('submission_id', sa.Integer(), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('lease_expires_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('started_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('finished_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('old_version', sa.String(length=32), nullable=False),
    sa.Column('old_status', sa.String(length=16), nullable=False),
    sa.Column('old_verdict', sa.String(length=16), nullable=True),
    sa.Column('old_score', sa.Float(), nullable=True),
    sa.Column('old_mistake_id', sa.String(length=80), nullable=True),
    sa.Column('old_result', sa.JSON(), nullable=True),
    sa.Column('new_status', sa.String(length=16), nullable=True),
    sa.Column('new_verdict', sa.String(length=16), nullable=True),
    sa.Column('new_score', sa.Float(), nullable=True),
    sa.Column('new_mistake_id', sa.String(length=80), nullable=True),
    sa.Column('changed', sa.Boolean(), nullable=True),
    sa.ForeignKeyConstraint(['regrade_id'], ['regrades.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['submission_id'], ['submissions.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('regrade_id', 'submission_id')
    )
    op.create_index('ix_regrade_results_regrade_status', 'regrade_results', ['regrade_id', 'status'], unique=False)
    op.create_index(op.f('ix_regrade_results_submission_id'), 'regrade_results', ['submission_id'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_regrade_results_submission_id'), table_name='regrade_results')
    op.drop_index('ix_regrade_results_regrade_status', table_name='regrade_results')
    op.drop_table('regrade_results')
    op.drop_index(op.f('ix_regrades_problem_id'), table_name='regrades')
    op.drop_table('regrades')
