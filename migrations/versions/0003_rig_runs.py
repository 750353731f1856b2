"""rig runs: replays of stored submissions on a Pico test rig

Revision ID: 0003
Revises: 0002
"""
from alembic import op
import sqlalchemy as sa


revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('rig_runs',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('submission_id', sa.Integer(), nullable=False),
    sa.Column('requested_by', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('rig', sa.String(length=80), nullable=True),
    sa.Column('job', sa.JSON(), nullable=False),
    sa.Column('verdict', sa.String(length=16), nullable=True),
    sa.Column('message', sa.Text(), nullable=False),
    sa.Column('transcript', sa.Text(), nullable=False),
    sa.Column('telemetry', sa.JSON(), nullable=True),
    sa.Column('outputs', sa.JSON(), nullable=True),
    sa.Column('simulated', sa.JSON(), nullable=True),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('started_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('finished_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['requested_by'], ['users.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['submission_id'], ['submissions.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('rig_runs', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_rig_runs_status'), ['status'], unique=False)
        batch_op.create_index(batch_op.f('ix_rig_runs_submission_id'), ['submission_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('rig_runs', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_rig_runs_submission_id'))
        batch_op.drop_index(batch_op.f('ix_rig_runs_status'))

    op.drop_table('rig_runs')
