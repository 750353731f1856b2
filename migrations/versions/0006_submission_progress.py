"""submissions.progress_done / progress_total: how far a running grading has got

Revision ID: 0006
Revises: 0005
"""
from alembic import op
import sqlalchemy as sa


revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('submissions') as batch:
        batch.add_column(sa.Column('progress_done', sa.Integer(), nullable=True))
        batch.add_column(sa.Column('progress_total', sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('submissions') as batch:
        batch.drop_column('progress_total')
        batch.drop_column('progress_done')
