"""submissions.approach (the key of the code's normal form, grader/approach.py) and
approach_comments (a teacher's comment on an approach, for the learners of their classes)

Existing submissions get their approach when first needed (app.services.approaches fills it from
the problem's entry point, which only the problem files know), so this revision leaves it NULL.

Revision ID: 0012
Revises: 0011
"""
from alembic import op
import sqlalchemy as sa


revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('submissions') as batch:
        batch.add_column(sa.Column('approach', sa.String(length=16), nullable=True))
    op.create_index('ix_submissions_problem_approach', 'submissions', ['problem_id', 'approach'], unique=False)
    op.create_table('approach_comments',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('problem_id', sa.Integer(), nullable=False),
    sa.Column('approach', sa.String(length=16), nullable=False),
    sa.Column('teacher_id', sa.Integer(), nullable=False),
    sa.Column('body', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['problem_id'], ['problems.id'], ),
    sa.ForeignKeyConstraint(['teacher_id'], ['users.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('problem_id', 'approach', 'teacher_id', name='uq_approach_comments_teacher')
    )
    op.create_index(op.f('ix_approach_comments_teacher_id'), 'approach_comments', ['teacher_id'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_approach_comments_teacher_id'), table_name='approach_comments')
    op.drop_table('approach_comments')
    op.drop_index('ix_submissions_problem_approach', table_name='submissions')
    with op.batch_alter_table('submissions') as batch:
        batch.drop_column('approach')
