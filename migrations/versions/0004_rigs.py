"""rigs: the connected Pico test rigs, as their workers last reported them

Revision ID: 0004
Revises: 0003
"""
from alembic import op
import sqlalchemy as sa


revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('rigs',
    sa.Column('name', sa.String(length=80), nullable=False),
    sa.Column('owner', sa.String(length=200), nullable=False),
    sa.Column('in_service', sa.Boolean(), nullable=False),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.Column('busy_run_id', sa.Integer(), nullable=True),
    sa.Column('seen_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('name')
    )


def downgrade() -> None:
    op.drop_table('rigs')
